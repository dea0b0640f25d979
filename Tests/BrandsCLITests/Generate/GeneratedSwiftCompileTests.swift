import BrandFormats
import BrandKit
import Foundation
import Testing

/// The sample's generated file compiles under each clone's conditions, with and without `DEBUG`, and the program
/// built from it prints the values `brands show` gives for that clone and configuration.
@Suite(.serialized) struct GeneratedSwiftCompileTests {
    /// A `main.swift` printing every value of the built-in schema as `key=value` lines.
    static let program: String = {
        let schema = Schema.builtIn
        func name(_ text: String) -> String { SwiftIdentifier.bare(SwiftIdentifier.lowerCamelCase(text) ?? text) }
        var lines = [
            "let clone: any CloneConfiguration = Clone.current",
            "print(\"identifier=\\(clone.identifier)\")",
            "print(\"displayName=\\(clone.displayName)\")",
            "print(\"bundleIdentifier=\\(clone.bundleIdentifier)\")",
            "print(\"version=\\(clone.version)\")",
            "print(\"build=\\(clone.build)\")",
            "print(\"api.baseURL=\\(clone.api.baseURL)\")",
        ]
        for flag in schema.flags {
            lines.append("print(\"flag.\(flag.name)=\\(clone.features.\(name(flag.name)))\")")
        }
        for role in schema.colorRoles {
            let value = "clone.colors.\(name(role.name))"
            lines.append("print(\"color.\(role.name)=\\(\(value).light.hex) \\(\(value).dark.hex)\")")
        }
        for style in schema.fontStyles {
            let value = "clone.typography.\(name(style.name))"
            lines.append("print(\"font.\(style.name)=\\(\(value).postScriptName ?? \"system\") \\(\(value).size)\")")
        }
        for field in schema.fields where !field.isSecret {
            let optional = !field.isRequired && field.defaultValue == nil
            let access = "clone.fields.\(name(field.name))"
            let text: String
            switch (field.type, optional) {
            case (.enumeration, false): text = "\(access).rawValue"
            case (.enumeration, true): text = "\(access)?.rawValue ?? \"nil\""
            case (.integer, false), (.bool, false), (.number, false): text = "String(\(access))"
            case (.integer, true), (.bool, true), (.number, true): text = "\(access).map { String($0) } ?? \"nil\""
            case (.color, false): text = "\(access).hex"
            case (.color, true): text = "\(access)?.hex ?? \"nil\""
            case (_, false): text = access
            case (_, true): text = "\(access) ?? \"nil\""
            }
            lines.append("print(\"field.\(field.name)=\\(\(text))\")")
        }
        return lines.joined(separator: "\n") + "\n"
    }()

    /// The same lines from `brands show CLONE -c CONFIGURATION --format json`.
    static func expected(clone: String, configuration: String) throws -> String {
        let run = try BrandsExecutable.run(
            ["show", clone, "-c", configuration, "--format", "json", "--root", SampleWorkspace.root.path])
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        func value(_ path: String...) -> Any? {
            var current: Any? = document
            for key in path { current = (current as? [String: Any])?[key] }
            return current is NSNull ? nil : current
        }
        let schema = Schema.builtIn
        var lines = [
            "identifier=\(value("identity", "identifier", "value") ?? "")",
            "displayName=\(value("identity", "displayName", "value") ?? "")",
            "bundleIdentifier=\(value("identity", "bundleIdentifier", "value") ?? "")",
            "version=\(value("version", "value") ?? "")",
            "build=\(value("build", "value") ?? "")",
            "api.baseURL=\(value("api", "baseURL", "value") ?? "")",
        ]
        for flag in schema.flags {
            let raw = value("features", flag.name, "value")
            let text = flag.type == .bool ? String((raw as? Bool) ?? false) : "\(raw ?? "")"
            lines.append("flag.\(flag.name)=\(text)")
        }
        for role in schema.colorRoles {
            lines.append(
                "color.\(role.name)=\(value("colors", role.name, "value") ?? "") \(value("colors", role.name, "dark") ?? "")"
            )
        }
        for style in schema.fontStyles {
            let size = (value("fonts", style.name, "size") as? NSNumber)?.doubleValue ?? -1
            lines.append("font.\(style.name)=\(value("fonts", style.name, "name") ?? "system") \(size)")
        }
        for field in schema.fields where !field.isSecret {
            let raw = value("config", field.name, "value")
            let text: String
            switch (field.type, raw) {
            case (_, nil): text = "nil"
            case (.bool, let flag as Bool): text = String(flag)
            case (.number, let number as NSNumber): text = String(number.doubleValue)
            case (_, let other?): text = "\(other)"
            }
            lines.append("field.\(field.name)=\(text)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test(.enabled(if: SwiftCompiler.isAvailable), arguments: SampleWorkspace.clones)
    func theGeneratedFileCompilesAndAgreesWithShow(clone: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("brands-swiftc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let generated = try BrandsExecutable.run(["generate", "swift", "--root", SampleWorkspace.root.path])
        #expect(generated.exitCode == 0, "\(generated.standardError)")
        #expect(generated.standardError == "")
        try Data(generated.standardOutput.utf8).write(to: folder.appendingPathComponent("Clone.swift"))
        try Data(Self.program.utf8).write(to: folder.appendingPathComponent("main.swift"))
        for (configuration, conditions) in [("Debug", ["-D", "DEBUG"]), ("Release", [])] {
            let compiled = try SwiftCompiler.run(
                ["-swift-version", "6", "-warnings-as-errors", "-D", "CLONE_\(clone)"] + conditions
                    + ["Clone.swift", "main.swift", "-o", "program"],
                in: folder)
            #expect(compiled.status == 0, "\(compiled.output)")
            let ran = try SwiftCompiler.run(executable: folder.appendingPathComponent("program").path, [], in: folder)
            #expect(ran.status == 0)
            let expected = try Self.expected(clone: clone, configuration: configuration)
            #expect(ran.output == expected, "\(clone) \(configuration)")
        }
    }

    @Test(.enabled(if: SwiftCompiler.isAvailable)) func withoutACloneConditionTheBuildStopsAtTheError() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("brands-swiftc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let generated = try BrandsExecutable.run(["generate", "swift", "--root", SampleWorkspace.root.path])
        try Data(generated.standardOutput.utf8).write(to: folder.appendingPathComponent("Clone.swift"))
        let compiled = try SwiftCompiler.run(["-typecheck", "-D", "DEBUG", "Clone.swift"], in: folder)
        #expect(compiled.status != 0)
        #expect(
            compiled.output.contains(
                "error: no clone is selected: set one of CLONE_ALP, CLONE_HBC, CLONE_NWD, CLONE_RVG, CLONE_SBT in SWIFT_ACTIVE_COMPILATION_CONDITIONS"
            ))
    }

    @Test(.enabled(if: SwiftCompiler.isAvailable)) func keywordsDigitsAndEnumsCompileAsTheRuleSays() throws {
        let workspace = try SampleWorkspace.copy()
        defer { workspace.remove() }
        var schema = Schema.builtInJSON.replacingOccurrences(
            of: "\"features\": {",
            with: """
                "features": {
                    "default": { "type": "bool", "default": false },
                    "self": { "type": "bool", "default": true },
                    "3d_touch": { "type": "integer", "default": 3 },
                    "in": { "type": "string", "default": "x\\"y" },
                """)
        schema = schema.replacingOccurrences(
            of: "\"fields\": {",
            with: """
                "fields": {
                    "protocol": { "type": "enum", "values": ["default", "in", "Type"], "default": "in" },
                    "brand_tint": { "type": "color", "default": "#FF000080" },
                    "extra_tint": { "type": "color" },
                """)
        try workspace.write(schema, to: "Brands/schema.json")
        let generated = try workspace.run(["generate", "swift"])
        #expect(generated.exitCode == 0, "\(generated.standardError)")
        try workspace.write(generated.standardOutput, to: "Clone.swift")
        try workspace.write(
            """
            let clone = Clone.current
            print(clone.features.default, clone.features.self_, clone.features._3dTouch, clone.features.in)
            print(clone.fields.protocol, clone.fields.protocol.rawValue, CloneFields.Protocol_.allCases.count)
            print(clone.fields.brandTint.hex, clone.fields.brandTint.alpha, clone.fields.extraTint == nil)

            """, to: "main.swift")
        let compiled = try SwiftCompiler.run(
            ["-swift-version", "6", "-D", "CLONE_HBC", "Clone.swift", "main.swift", "-o", "program"], in: workspace.root
        )
        #expect(compiled.status == 0, "\(compiled.output)")
        let ran = try SwiftCompiler.run(
            executable: workspace.root.appendingPathComponent("program").path, [], in: workspace.root)
        #expect(ran.output == "false true 3 x\"y\nin in 3\n#FF000080 0.5019607843137255 true\n")
    }
}
