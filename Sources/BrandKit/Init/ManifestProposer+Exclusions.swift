import Support

extension ManifestProposer {
    /// Whether an application target's name says it is a host for tests, not a brand's app.
    ///
    /// A word of it is a form of "test" (`TestHostApp`, `UITestsHost`, `App-Testing`); a word that only starts so is
    /// another word (zashi's `zashi-testnet` is an app for Zcash's test network).
    static func isTestHost(_ name: String) -> Bool {
        words(of: name).contains { ["test", "tests", "testing", "testhost", "testapp"].contains($0) }
    }

    /// The lowercased words of a name: split at every character that is no letter or digit and where a lowercase
    /// letter or digit is followed by an uppercase one (`UITestsHost` gives `ui`, `tests`, `host`).
    static func words(of name: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previous: Character?
        for character in name {
            guard character.isLetter || character.isNumber else {
                if !current.isEmpty { words.append(current.lowercased()) }
                current = ""
                previous = nil
                continue
            }
            if character.isUppercase, let previous, previous.isLowercase || previous.isNumber {
                words.append(current.lowercased())
                current = ""
            }
            // `UITests`: the last capital of a run before a lowercase letter starts the next word.
            if character.isLowercase, let previous, previous.isUppercase, current.count > 1 {
                words.append(String(current.dropLast()).lowercased())
                current = String(current.last!)
            }
            current.append(character)
            previous = character
        }
        if !current.isEmpty { words.append(current.lowercased()) }
        return words
    }

    /// Whether an app's name says it is a sample or an example of a library, or a preview of a part of the app (a
    /// word of it is `preview`: isowords' `LeaderboardsPreview`), not a brand.
    static func isSample(_ name: String) -> Bool {
        let lowercased = name.lowercased()
        return lowercased.contains("sample") || lowercased.contains("example")
            || words(of: name).contains { $0 == "preview" || $0 == "previews" }
    }

    /// The `.xcodeproj` paths of the projects of `clones` that lie in a folder named `example`, `examples`, `sample`
    /// or `samples` below `root`, when the app's name does not already say it is a sample or a host for tests.
    ///
    /// A Flutter plugin's example app is `<plugin>/example/ios/Runner.xcodeproj`, a React Native library's
    /// `<library>/example/ios/<Name>.xcodeproj`: conference2020's `plugins/fast_qr_reader_view2/example` app, whose
    /// target is `Runner` as the conference app's own, was proposed as a brand.
    static func exampleProjects(among clones: [SchemeCloneSource.Candidate], root: String) -> Set<String> {
        let folderNames: Set<String> = ["example", "examples", "sample", "samples"]
        return Set(
            clones.compactMap { clone -> String? in
                guard !isSample(clone.target.name), !isTestHost(clone.target.name) else { return nil }
                let folders = Path.relative(clone.project.path, to: root).split(separator: "/").dropLast()
                guard folders.contains(where: { folderNames.contains($0.lowercased()) }) else { return nil }
                return Path.normalize(clone.project.path)
            })
    }

    /// `members` with the clones of `workspace` (a trial of them) built from `projects` (see
    /// ``exampleProjects(among:root:)``) added to `clones.exclude` by id, and the note saying so; `nil` when no clone
    /// is such, or every one is.
    ///
    /// By id, as the trial gave them: an example's scheme is often named as the app's own (`Runner`).
    static func excludingExamples(_ projects: Set<String>, of workspace: Workspace, from members: [ProposedMember])
        -> (members: [ProposedMember], note: String)?
    {
        guard let (members, named) = excluding(projects, of: workspace, from: members) else { return nil }
        let one = named.count == 1
        let note =
            "exclude: \(NameList.joined(named, limit: 6)), "
            + (one
                ? "whose project is in an example's or a sample's folder, so a package's example app"
                : "whose projects are in examples' or samples' folders, so packages' example apps")
            + ", not a brand; to check \(one ? "it" : "them") too, take \(one ? "it" : "them") out of 'exclude'"
        return (members, note)
    }

}

/// The application schemes `init` proposes to exclude, by their target's name: hosts for tests and samples.
struct ExcludedApps {
    /// The schemes whose app is a host for tests (its name says so).
    private(set) var hosts: [String]
    /// The schemes whose app is a sample, an example or a preview.
    private(set) var samples: [String]

    /// The hosts and samples among `clones`, in their order.
    init(among clones: [SchemeCloneSource.Candidate]) {
        // By its name only: a brand's own app is the TEST_HOST of its unit tests as often as a host app is.
        hosts = clones.filter { ManifestProposer.isTestHost($0.target.name) }.map(\.entry.scheme.name)
        // Sample, example and preview apps (ProtonVPN's sampleapps/ has six with shared schemes) are no brand either.
        let hosts = hosts
        samples = clones.filter { !hosts.contains($0.entry.scheme.name) && ManifestProposer.isSample($0.target.name) }
            .map(\.entry.scheme.name)
    }

    /// Every scheme to exclude.
    var names: [String] { hosts + samples }

    /// The notes saying why each is excluded.
    var notes: [String] {
        var notes: [String] = []
        if !hosts.isEmpty {
            notes.append(
                "exclude: \(NameList.joined(hosts)), whose app is a host for tests (its name says so), not a brand")
        }
        if !samples.isEmpty {
            notes.append(
                "exclude: \(NameList.joined(samples)), whose app is a sample, an example or a preview (its name says so), "
                    + "not a brand")
        }
        return notes
    }

    /// Leaves out `schemes`, which the manifest's project does not read.
    mutating func leaveOut(_ schemes: Set<String>) {
        hosts.removeAll { schemes.contains($0) }
        samples.removeAll { schemes.contains($0) }
    }
}
