import Support

/// A Flutter app's version as its `pubspec.yaml` writes it (`version: 1.2.3+45`), which `flutter pub get` writes into
/// the iOS runner's `Flutter/Generated.xcconfig` as `FLUTTER_BUILD_NAME` (before the `+`) and `FLUTTER_BUILD_NUMBER`.
///
/// The pubspec is what a developer edits; the generated file is written over on every Flutter command and usually
/// ignored by git, so advice on the version points here. Read from the text as ``PubspecPathDependencies`` reads it:
/// the top-level `version` key of a `flutter create` pubspec, not YAML at large.
public struct PubspecVersion: Sendable, Hashable {
    /// The version as written, without quotes or comment (`1.2.3+45`).
    public var value: String
    /// Where the `version` key is: the pubspec's path, its line, column 1.
    public var location: SourceLocation
    /// The `Generated.xcconfig` that the configuration reads and Flutter writes from this pubspec.
    public var generatedXCConfig: String

    /// The top-level `version` of the pubspec `text` at `path`, for the configuration reading `generatedXCConfig`;
    /// `nil` when it has none.
    package init?(text: String, path: String, generatedXCConfig: String) {
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        for (index, line) in lines.enumerated() where line.hasPrefix("version") {
            let uncommented = PubspecPathDependencies.withoutComment(String(line))
            guard let (key, value) = PubspecPathDependencies.keyAndValue(Substring(uncommented)), key == "version",
                !value.isEmpty
            else { continue }
            self.value = PubspecPathDependencies.unquoted(value)
            self.location = SourceLocation(file: path, line: index + 1, column: 1)
            self.generatedXCConfig = generatedXCConfig
            return
        }
        return nil
    }
}
