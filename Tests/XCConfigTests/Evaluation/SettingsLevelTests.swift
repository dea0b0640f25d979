import Support
import Testing
import XCConfig

/// The levels Xcode layers for one target in one configuration, lowest first.
@Suite struct SettingsLevelTests {
    private static let project = "Newsroom.xcodeproj/project.pbxproj"

    private static func level(_ kind: SettingsLevel.Kind, _ label: String, _ lines: [String], file: String)
        -> SettingsLevel
    {
        SettingsLevel(kind: kind, label: label, assignments: Assignments.parse(lines, file: file))
    }

    private static func projectSettings(_ entries: [(String, SettingsTable.Value)], line: Int) -> SettingsTable {
        SettingsTable(
            entries: entries.enumerated().map { offset, entry in
                SettingsTable.Entry(
                    key: entry.0, keyLocation: Support.SourceLocation(file: project, line: line + offset, column: 5),
                    value: entry.1,
                    valueLocation: Support.SourceLocation(file: project, line: line + offset, column: 20))
            })
    }

    /// Builtins, project xcconfig, project settings, target builtins, target xcconfig, target settings.
    private static let levels: [SettingsLevel] = [
        level(
            .builtIn, "project 'Newsroom'", ["PROJECT_NAME = Newsroom", "CONFIGURATION = Release"], file: "<built-in>"),
        level(
            .projectXCConfig, "Configs/Project.xcconfig",
            ["FLAGS = $(inherited) -px", "BUNDLE_ID = com.example.$(TARGET_NAME:lower)", "WHO = project"],
            file: "Configs/Project.xcconfig"),
        SettingsLevel(
            kind: .projectSettings, label: "project 'Newsroom' (Release)",
            assignments: projectSettings([("FLAGS", .list(["$(inherited)", "-ps"]))], line: 40).assignments),
        level(.builtIn, "target 'NWD'", ["TARGET_NAME = NWD"], file: "<built-in>"),
        level(
            .targetXCConfig, "Configs/NWD-Release.xcconfig", ["FLAGS = $(inherited) -tx"], file: "Configs/NWD.xcconfig"),
        SettingsLevel(
            kind: .targetSettings, label: "target 'NWD' (Release)",
            assignments: projectSettings(
                [("FLAGS", .string("$(inherited) -ts")), ("WHO", .string("target"))], line: 80
            )
            .assignments),
    ]

    private static let evaluator = SettingsEvaluator(
        levels: levels, parameters: ConditionParameters(configuration: "Release", target: "NWD"))

    @Test func eachInheritedSeesTheLevelBelow() {
        // Nothing below the project xcconfig assigns FLAGS, so its `$(inherited)` is empty and the space stays.
        #expect(Self.evaluator.value(of: "FLAGS") == " -px -ps -tx -ts")
        #expect(Self.evaluator.value(of: "WHO") == "target")
    }

    @Test func aProjectLevelReferenceSeesTheTargetBuiltinLazily() {
        #expect(Self.evaluator.value(of: "BUNDLE_ID") == "com.example.nwd")
    }

    @Test func explanationsNameTheLevels() {
        let entries = Self.evaluator.explain("FLAGS").entries
        #expect(entries.map(\.level.kind) == [.targetSettings, .targetXCConfig, .projectSettings, .projectXCConfig])
        #expect(
            entries.map(\.level.label) == [
                "target 'NWD' (Release)", "Configs/NWD-Release.xcconfig", "project 'Newsroom' (Release)",
                "Configs/Project.xcconfig",
            ])
        #expect(entries.map(\.level.index) == [5, 4, 2, 1])
        #expect(entries.first?.assignment.location == Support.SourceLocation(file: Self.project, line: 80, column: 5))
        #expect(entries.first?.status == .won)
        #expect(entries.last?.status == .inheritedBy(entries[2].assignment))
    }

    @Test func contributionsNameTheirLevels() {
        let who = Self.evaluator.setting("WHO")
        #expect(who.value == "target")
        #expect(who.contributionLevels.map(\.kind) == [.targetSettings])
        let flags = Self.evaluator.resolve()["FLAGS"]
        #expect(
            flags?.contributionLevels.map(\.kind) == [
                .targetSettings, .targetXCConfig, .projectSettings, .projectXCConfig,
            ])
        #expect(flags?.contributions.count == flags?.contributionLevels.count)
        #expect(Self.evaluator.setting("UNSET") == ResolvedSetting(name: "UNSET", value: "", contributions: []))
    }

    @Test func levelOriginsDescribeEveryLevelInOrder() {
        #expect(Self.evaluator.levelOrigins.map(\.index) == Array(0..<6))
        #expect(Self.evaluator.levelOrigins.map(\.kind) == Self.levels.map(\.kind))
        #expect(SettingsLevel.Kind.targetSettings.description == "target settings")
        #expect(SettingsLevel.Kind.targetSettings.rawValue == "target_settings")
    }
}
