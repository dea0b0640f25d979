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

    /// `CFBundleDisplayName` of the development region's `InfoPlist.strings` among `paths`, if it sets one.
    ///
    /// The app shows it over the Info.plist's (dp3t's apps show "SwissCovid" from theirs, their Info.plist having
    /// no display name); the file read is an input of the configuration.
    func localizedDisplayName(
        in paths: [String], region: String, role: String, inputs: inout CloneInputs, documents: inout DocumentReader
    ) -> IdentityValue? {
        let wanted = Self.regionNames(region)
        guard
            let path = paths.first(where: { path in
                let folder = Path.lastComponent(of: Path.directory(of: path))
                return wanted.contains(String(folder.dropLast(".lproj".count)).lowercased())
            }), fileSystem.isFile(path)
        else { return nil }
        inputs.add(path, as: .infoPlistStrings, configuration: role)
        guard case .dictionary(let members)? = documents.stringsFile(at: path)?.value,
            let member = members.first(where: { $0.key == "CFBundleDisplayName" }),
            case .string(let name) = member.value.value, !name.isEmpty
        else { return nil }
        // Xcode copies a strings file as it is: no build setting is expanded in it.
        let location = member.value.location
        return IdentityValue(
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
