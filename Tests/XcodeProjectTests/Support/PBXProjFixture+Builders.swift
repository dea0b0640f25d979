import Documents
import Support
import XCConfig
import XcodeProject

extension PBXProjFixture {
    /// One build configuration of a list: id, name, base xcconfig file reference id and settings.
    struct Configuration {
        var id: String
        var name: String
        var base: String?
        var settings: [(String, Value)]

        init(_ id: String, _ name: String, base: String? = nil, _ settings: [(String, Value)] = []) {
            self.id = id
            self.name = name
            self.base = base
            self.settings = settings
        }
    }

    /// Adds an `XCConfigurationList` and its `XCBuildConfiguration`s.
    mutating func addConfigurationList(_ id: String, _ configurations: [Configuration], default name: String? = nil) {
        var fields: [(String, Value)] = [("buildConfigurations", .list(configurations.map(\.id)))]
        fields.append(("defaultConfigurationIsVisible", "0"))
        if let name { fields.append(("defaultConfigurationName", .string(name))) }
        add(id, "XCConfigurationList", fields)
        for configuration in configurations {
            var fields: [(String, Value)] = []
            if let base = configuration.base { fields.append(("baseConfigurationReference", .string(base))) }
            fields.append(("buildSettings", .dictionary(configuration.settings)))
            fields.append(("name", .string(configuration.name)))
            add(configuration.id, "XCBuildConfiguration", fields)
        }
    }

    /// Adds the `PBXProject` (id `PROJECT`) with its main group `MAIN`, which holds `children`.
    mutating func addProject(
        targets: [String], list: String = "PROJECT_LIST", children: [String] = [], extra: [(String, Value)] = []
    ) {
        add(
            "PROJECT", "PBXProject",
            [
                ("buildConfigurationList", .string(list)), ("developmentRegion", "en"), ("mainGroup", "MAIN"),
                ("targets", .list(targets)),
            ] + extra)
        add("MAIN", "PBXGroup", [("children", .list(children)), ("sourceTree", "<group>")])
    }

    /// Adds a native target with a configuration list of `configurations` and the given phases.
    mutating func addTarget(
        _ id: String, name: String, productType: String = "com.apple.product-type.application",
        configurations: [Configuration], phases: [String] = [], extra: [(String, Value)] = []
    ) {
        let base: [(String, Value)] = [
            ("buildConfigurationList", .string(id + "_LIST")), ("buildPhases", .list(phases)),
            ("dependencies", .list([])), ("name", .string(name)), ("productName", .string(name)),
            ("productType", .string(productType)),
        ]
        // A field in `extra` replaces the default of the same name.
        let replaced = Set(extra.map(\.0))
        add(id, "PBXNativeTarget", base.filter { !replaced.contains($0.0) } + extra)
        addConfigurationList(id + "_LIST", configurations, default: "Release")
    }

    /// Adds a file reference.
    mutating func addFile(_ id: String, path: String, sourceTree: String = "<group>", name: String? = nil) {
        var fields: [(String, Value)] = [("path", .string(path)), ("sourceTree", .string(sourceTree))]
        if let name { fields.insert(("name", .string(name)), at: 0) }
        add(id, "PBXFileReference", fields)
    }

    /// Adds a group.
    mutating func addGroup(_ id: String, path: String?, children: [String], sourceTree: String = "<group>") {
        var fields: [(String, Value)] = [("children", .list(children))]
        if let path { fields.append(("path", .string(path))) }
        fields.append(("sourceTree", .string(sourceTree)))
        add(id, "PBXGroup", fields)
    }

    /// Adds a build phase of `isa` with one `PBXBuildFile` per file reference (ids `<phase>_<ref>`).
    mutating func addPhase(_ id: String, _ isa: String, files: [String], extra: [(String, Value)] = []) {
        add(id, isa, [("buildActionMask", "2147483647"), ("files", .list(files.map { id + "_" + $0 }))] + extra)
        for file in files { add(id + "_" + file, "PBXBuildFile", [("fileRef", .string(file))]) }
    }

    /// Reads the fixture as the project `/work/App/App.xcodeproj`, in `form`.
    func read(_ form: Form, projectPath: String = "/work/App/App.xcodeproj") -> Parsed<XcodeProjectModel> {
        XcodeProjectReader.model(fromProjectFile: Array(render(form).utf8), projectPath: projectPath)
    }

    /// The project file's path for ``read(_:projectPath:)``'s default.
    static let file = "/work/App/App.xcodeproj/project.pbxproj"
}
