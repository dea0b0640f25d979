import Documents
import Support
import XCConfig

extension CloneReader {
    /// The region the app's own language is: the Info.plist's `CFBundleDevelopmentRegion` as expanded (Xcode's
    /// template writes `$(DEVELOPMENT_LANGUAGE)`), else `DEVELOPMENT_LANGUAGE`, else `en`.
    func developmentRegion(of infoPlist: PlistNode?, evaluation: LayeredEvaluation) -> String {
        if case .dictionary(let members)? = infoPlist?.value,
            let member = members.first(where: { $0.key == "CFBundleDevelopmentRegion" }),
            case .string(let text) = member.value.value
        {
            let expanded = evaluation.evaluate(text, at: member.value.location).value
            if !expanded.isEmpty { return expanded }
        }
        let language = evaluation.settings.value(of: "DEVELOPMENT_LANGUAGE")
        return language.isEmpty ? "en" : language
    }

    /// `CFBundleDisplayName` of the development region's `InfoPlist.strings` among `paths`, or of its localization
    /// in an `InfoPlist.xcstrings` there, if it sets one.
    ///
    /// The app shows it over the Info.plist's (dp3t's apps show "SwissCovid" from theirs, their Info.plist having
    /// no display name; mullvad's catalog says "Mullvad VPN" for `$(DISPLAY_NAME)`); the file read is an input of
    /// the configuration. A strings file of the region wins over a catalog, as the one Xcode copies last.
    func localizedDisplayName(
        in paths: [String], region: String, role: String, inputs: inout CloneInputs, documents: inout DocumentReader
    ) -> IdentityValue? {
        let wanted = Self.regionNames(region)
        if let path = paths.first(where: { path in
            let folder = Path.lastComponent(of: Path.directory(of: path))
            return Path.lastComponent(of: path) == "InfoPlist.strings"
                && wanted.contains(String(folder.dropLast(".lproj".count)).lowercased())
        }), fileSystem.isFile(path) {
            inputs.add(path, as: .infoPlistStrings, configuration: role)
            guard case .dictionary(let members)? = documents.stringsFile(at: path)?.value,
                let member = members.first(where: { $0.key == "CFBundleDisplayName" }),
                case .string(let name) = member.value.value, !name.isEmpty
            else { return nil }
            return Self.localizedName(name, at: member.value.location)
        }
        guard let catalog = paths.first(where: { Path.lastComponent(of: $0) == "InfoPlist.xcstrings" }),
            fileSystem.isFile(catalog)
        else { return nil }
        inputs.add(catalog, as: .infoPlistStrings, configuration: role)
        // `{"strings": {"CFBundleDisplayName": {"localizations": {"en": {"stringUnit": {"value": …}}}}}}`; a
        // translation's state (`new`, `needs_review`) is for translators: Xcode compiles its value all the same.
        guard let localizations = documents.json(at: catalog)?["strings"]?["CFBundleDisplayName"]?["localizations"],
            let unit = localizations.objectMembers?.first(where: { wanted.contains($0.key.lowercased()) })?
                .value["stringUnit"]?["value"],
            let name = unit.stringValue, !name.isEmpty
        else { return nil }
        return Self.localizedName(name, at: unit.location)
    }

    /// The display name `name` a localization of the Info.plist gives at `location`: Xcode copies a strings file
    /// (or compiles a catalog's) as it is, so no build setting is expanded in it.
    private static func localizedName(_ name: String, at location: SourceLocation) -> IdentityValue {
        IdentityValue(
            key: "CFBundleDisplayName", value: name,
            source: ValueSource(
                .infoPlist, at: location,
                through: ValueSource.Step(key: "CFBundleDisplayName", location: location, setting: nil)),
            feed: .literal)
    }

    /// The names of `region`'s `.lproj` folder, lowercased: its code, and for English the old name Xcode wrote.
    static func regionNames(_ region: String) -> Set<String> {
        let code = region.lowercased()
        return code == "en" || code == "english" ? ["en", "english"] : [code]
    }
}
