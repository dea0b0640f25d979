import BrandsCLI
import Testing

/// Shared schemes that build no application of their own, beside application targets (WhiteLabelChat's one scheme
/// builds its library; `WhiteLabelChatDemo` is the app): no clone is found, and the finding says that `init` proposes
/// the targets, where it gave the general advice.
@Suite struct SchemesBuildNoAppTests {
    static let schemes = "Newsroom.xcodeproj/xcshareddata/xcschemes/"

    /// The sample with its five app schemes replaced by one that builds NWD's widget only.
    static var changes: [String: String?] {
        var changes: [String: String?] = [:]
        for clone in ["ALP", "HBC", "NWD", "RVG", "SBT"] { changes[schemes + clone + ".xcscheme"] = String?.none }
        changes[schemes + "NWDWidget.xcscheme"] = SampleWorkspace.read(schemes + "NWD.xcscheme")
            .replacingOccurrences(of: "EA7BE2FB0799D9B6397E5CB2", with: "0C54138C21DB2384217F3FEE")
            .replacingOccurrences(of: "\"NWD.app\"", with: "\"NWDWidget.appex\"")
            .replacingOccurrences(of: "BlueprintName = \"NWD\"", with: "BlueprintName = \"NWDWidget\"")
        return changes
    }

    @Test func theFindingSaysInitProposesTheApplicationTargets() {
        let run = SampleWorkspace.run(["validate"], changing: Self.changes)
        #expect(run.status == .failure)
        #expect(
            run.standardOutput.contains(
                "error: no clone found: brands looked for shared schemes that build an application in "
                    + "'Newsroom.xcodeproj'; none does, but the application targets 'ALP', 'HBC', 'NWD', 'RVG', "
                    + "'SBT' are there: run 'brands init', which proposes them as clones "
                    + "(\"clones\": {\"from\": \"targets\"}) [no_clones]"), "\(run.standardOutput)")
    }
}
