/// Scheme files as Xcode writes them.
enum SchemeFixtures {
    /// A scheme that builds `target` (id `id`) of `container` and uses `debug` / `release` configurations.
    static func scheme(
        target: String, id: String, container: String = "container:App.xcodeproj", debug: String = "Debug",
        release: String = "Release", extraEntry: String = ""
    ) -> String {
        let reference = """
                        <BuildableReference
                           BuildableIdentifier = "primary"
                           BlueprintIdentifier = "\(id)"
                           BuildableName = "\(target).app"
                           BlueprintName = "\(target)"
                           ReferencedContainer = "\(container)">
                        </BuildableReference>
            """
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <Scheme
               LastUpgradeVersion = "1600"
               version = "1.7">
               <BuildAction
                  parallelizeBuildables = "YES"
                  buildImplicitDependencies = "YES">
                  <BuildActionEntries>
                     <BuildActionEntry
                        buildForTesting = "YES"
                        buildForRunning = "YES"
                        buildForProfiling = "YES"
                        buildForArchiving = "YES"
                        buildForAnalyzing = "YES">
            \(reference)
                     </BuildActionEntry>\(extraEntry)
                  </BuildActionEntries>
               </BuildAction>
               <TestAction
                  buildConfiguration = "\(debug)"
                  selectedDebuggerIdentifier = "Xcode.DebuggerFoundation.Debugger.LLDB"
                  shouldUseLaunchSchemeArgsEnv = "YES">
               </TestAction>
               <LaunchAction
                  buildConfiguration = "\(debug)"
                  launchStyle = "0"
                  debugDocumentVersioning = "YES">
                  <BuildableProductRunnable
                     runnableDebuggingMode = "0">
            \(reference)
                  </BuildableProductRunnable>
               </LaunchAction>
               <ProfileAction
                  buildConfiguration = "\(release)"
                  shouldUseLaunchSchemeArgsEnv = "YES">
               </ProfileAction>
               <AnalyzeAction
                  buildConfiguration = "\(debug)">
               </AnalyzeAction>
               <ArchiveAction
                  buildConfiguration = "\(release)"
                  revealArchiveInOrganizer = "YES">
               </ArchiveAction>
            </Scheme>
            """
    }

    /// A build entry only built for testing, to put in ``scheme(target:id:container:debug:release:extraEntry:)``.
    static func testingEntry(target: String, id: String) -> String {
        """

                 <BuildActionEntry
                    buildForTesting = "YES"
                    buildForRunning = "NO">
                    <BuildableReference
                       BlueprintIdentifier = "\(id)"
                       BlueprintName = "\(target)"
                       ReferencedContainer = "container:App.xcodeproj">
                    </BuildableReference>
                 </BuildActionEntry>
        """
    }
}
