import BrandFormats
import Support
import XCConfig

extension ReleasePlanner {
    /// The stamps the app extensions (and App Clips) `clone`'s app embeds need beyond `stamps` (the app's), so that they ship the
    /// tag's version and build too (App Store Connect refuses an extension whose versions differ from the app's,
    /// ITMS-90473); an extension whose version no build setting feeds is `release_not_stampable`.
    ///
    /// `xcodebuild NAME=value` sets a setting for every target it builds, so an extension fed by the app's settings
    /// needs nothing more; one fed by settings of its own (`WIDGET_VERSION`) gets them stamped as well. The keys the
    /// extensions' own script phases write are added to `scriptStamps`, for ``scriptStampWarnings(_:tag:version:input:)``.
    func stampExtensions(
        of clone: LoadedClone, role: String, version: String, tag: ReleaseTag, input: TagInput,
        stamps: inout [String], scriptStamps: inout [ScriptStamp], problems: inout [Diagnostic]
    ) {
        for appex in clone.product?.extensions ?? [] {
            guard let loaded = appex.configuration(role), loaded.settings != nil else { continue }
            let scripted = Set(appex.definition.scriptStamps.map(\.key))
            for (value, stamped, fallback, what, offset) in [
                (loaded.identity.version, version, "MARKETING_VERSION", "version", tag.versionOffset),
                (loaded.identity.build, tag.build.description, "CURRENT_PROJECT_VERSION", "build", tag.buildOffset),
            ] {
                // A key the extension's own script phase writes (X-Schedule's widget runs `buildNum.bash`) has the
                // script's value, whatever is stamped: the plan warns of it below instead.
                if let key = value?.key, scripted.contains(key), value?.feed.stampableSetting == nil { continue }
                switch Stamp(value, to: stamped, fallback: fallback) {
                case .setting(let assignment):
                    if !stamps.contains(assignment) { stamps.append(assignment) }
                case .unneeded: break
                case .impossible(var value):
                    value.key += " of \(appex.kindName) '\(appex.name)'"
                    problems.append(
                        Diagnostic(
                            .error, rule: Check.notStampable,
                            Message.notStampable(
                                tag, what: what, wanted: stamped, value: value, configuration: role,
                                fallback: fallback),
                            at: input.location(at: offset),
                            notes: value.source.location.map { [.init("\(value.key) is written here", at: $0)] } ?? []))
                }
            }
            scriptStamps += appex.definition.scriptStamps
        }
    }

    /// The warning, for each key `stamps` write, that the tag's version or build does not reach the archive.
    ///
    /// A script phase writes the key as the app builds. The targets whose phases write the same key (cryptomator's
    /// app and its three extensions each run one) are one warning, with a note at each phase.
    static func scriptStampWarnings(_ stamps: [ScriptStamp], tag: ReleaseTag, version: String, input: TagInput)
        -> [Diagnostic]
    {
        var keys: [String] = []
        for stamp in stamps where !keys.contains(stamp.key) { keys.append(stamp.key) }
        return keys.map { key in
            let writing = stamps.filter { $0.key == key }
            let isBuild = key == "CFBundleVersion"
            return Diagnostic(
                .warning, rule: Check.notStampable,
                Message.scriptStamped(
                    tag, what: isBuild ? "build" : "version", wanted: isBuild ? tag.build.description : version,
                    stamp: writing[0], others: Array(writing.dropFirst())),
                at: input.location(at: isBuild ? tag.buildOffset : tag.versionOffset),
                notes: writing.enumerated().map { index, stamp in
                    .init(
                        index == 0 ? "the phase is here" : "the phase of '\(stamp.target)' is here", at: stamp.location)
                })
        }
    }
}
