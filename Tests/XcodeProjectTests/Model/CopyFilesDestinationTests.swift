import Testing
import XcodeProject

/// Xcode's standard embed phases, recognised from `dstSubfolderSpec` and `dstPath`.
@Suite struct CopyFilesDestinationTests {
    @Test(
        arguments: [
            (13, "", CopyFilesDestination.Embedding.appExtensions),
            (16, "$(EXTENSIONS_FOLDER_PATH)", .extensionKitExtensions),
            (16, "$(CONTENTS_FOLDER_PATH)/Extensions/", .extensionKitExtensions),
            (16, "$(CONTENTS_FOLDER_PATH)/Watch", .watchContent),
            (16, "$(CONTENTS_FOLDER_PATH)/AppClips", .appClips),
            (10, "", .frameworks),
        ] as [(Int, String, CopyFilesDestination.Embedding)])
    func recognisesTheStandardEmbedPhases(spec: Int, path: String, embedding: CopyFilesDestination.Embedding) {
        #expect(CopyFilesDestination(subfolderSpec: spec, path: path).embedding == embedding)
    }

    @Test(arguments: [(7, ""), (16, "Custom"), (0, "/tmp")] as [(Int, String)])
    func otherDestinationsEmbedNothingStandard(spec: Int, path: String) {
        #expect(CopyFilesDestination(subfolderSpec: spec, path: path).embedding == nil)
    }
}
