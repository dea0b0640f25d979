import Support

extension ReleasePlanner {
    /// `notes`, on where `configuration`'s version is written, with the one at the `FLUTTER_BUILD_NAME` of a Flutter
    /// app's `Generated.xcconfig` moved to the `version` of its `pubspec.yaml`, and what to change instead of the
    /// setting (`'version' in pubspec.yaml`); `notes` and `nil` when the version does not come from a pubspec.
    ///
    /// Flutter writes `Generated.xcconfig` from the pubspec on every command (and git usually ignores it): a version
    /// changed there is written over, so the advice is the pubspec's line.
    func flutterVersionAdvice(_ notes: [Diagnostic.Note], of configuration: CloneConfiguration)
        -> (notes: [Diagnostic.Note], change: String?)
    {
        guard let version = configuration.loaded?.flutterVersion,
            let origin = configuration.settings?.origin(of: "FLUTTER_BUILD_NAME"),
            Path.normalize(origin.location.file) == Path.normalize(version.generatedXCConfig),
            let index = notes.firstIndex(where: { $0.location == origin.location })
        else { return (notes, nil) }
        var notes = notes
        notes[index] = Diagnostic.Note(
            Message.pubspecVersion(version, generated: workspace.relativePath(version.generatedXCConfig)),
            at: version.location)
        return (notes, "'version' in \(workspace.relativePath(version.location.file))")
    }
}

extension ReleasePlanner.Message {
    /// `the version is set here, 'version: 1.2.3+45', whose part before the '+' Flutter writes into '…' as
    /// FLUTTER_BUILD_NAME`: the note at a Flutter app's pubspec, `generated` being its `Generated.xcconfig`.
    public static func pubspecVersion(_ version: PubspecVersion, generated: String) -> String {
        let part = version.value.contains("+") ? "whose part before the '+'" : "which"
        return
            "the version is set here, 'version: \(version.value)', \(part) Flutter writes into '\(generated)' as FLUTTER_BUILD_NAME"
    }
}
