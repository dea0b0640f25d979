import BrandKit
import Support
import Testing
import XCConfig

@Suite struct SwiftNamesTests {
    /// A schema whose names test the identifier rule: keywords, digits, collisions and a name without letters.
    static let schema = """
        {
          "version": 1,
          "fields": {
            "clone_identifier": { "type": "string", "required": true },
            "api_base_url": { "type": "url", "required": true },
            "api_base_URL": { "type": "url" },
            "—": { "type": "string" },
            "mode": { "type": "enum", "values": ["default", "in", "dark-mode", "dark_mode"], "default": "default" }
          },
          "features": {
            "default": { "type": "bool", "default": false },
            "self": { "type": "bool", "default": true },
            "3d_touch": { "type": "integer", "default": 3 },
            "live-ticker": { "type": "bool", "default": false },
            "live_ticker": { "type": "bool", "default": false }
          }
        }
        """

    static func line(of needle: String) -> Int {
        (schema.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(needle) } ?? 0) + 1
    }

    @Test func namesFollowTheRuleAndCollisionsAreReportedWhereDeclared() throws {
        let workspace = GenerationFixture.workspace(["Brands/schema.json": Self.schema])
        #expect(workspace.diagnostics.filter { $0.severity == .error } == [])
        let names = SwiftNames(schema: workspace.schema)
        #expect(names.fields.map(\.identifier) == ["cloneIdentifier", "apiBaseURL", "mode"])
        #expect(names.apiFields.map(\.identifier) == ["baseURL"])
        #expect(names.flags.map(\.identifier) == ["`default`", "self_", "_3dTouch", "liveTicker"])
        let mode = try #require(names.enumerations["mode"])
        #expect(mode.type == "Mode")
        #expect(mode.cases.map(\.identifier) == ["`default`", "`in`", "darkMode"])
        let file = GenerationFixture.path("Brands/schema.json")
        func at(_ needle: String, column: Int) -> Support.SourceLocation {
            Support.SourceLocation(file: file, line: Self.line(of: needle), column: column)
        }
        #expect(
            names.diagnostics == [
                Diagnostic(
                    .error, rule: SwiftGenerationMessages.collisionID,
                    SwiftGenerationMessages.collision(
                        "api_base_url", "api_base_URL", identifier: "apiBaseURL", scope: "field"),
                    at: at("\"api_base_URL\"", column: 5)),
                Diagnostic(
                    .error, rule: SwiftGenerationMessages.invalidNameID,
                    SwiftGenerationMessages.invalidName("—", scope: "field"), at: at("\"—\"", column: 5)),
                Diagnostic(
                    .error, rule: SwiftGenerationMessages.collisionID,
                    SwiftGenerationMessages.collision(
                        "api_base_url", "api_base_URL", identifier: "baseURL", scope: "api field"),
                    at: at("\"api_base_URL\"", column: 5)),
                Diagnostic(
                    .error, rule: SwiftGenerationMessages.collisionID,
                    SwiftGenerationMessages.collision(
                        "dark-mode", "dark_mode", identifier: "darkMode", scope: "value of 'mode'"),
                    at: at("\"mode\"", column: 5)),
                Diagnostic(
                    .error, rule: SwiftGenerationMessages.collisionID,
                    SwiftGenerationMessages.collision(
                        "live-ticker", "live_ticker", identifier: "liveTicker", scope: "flag"),
                    at: at("\"live_ticker\"", column: 5)),
            ])
    }

    @Test func collisionsStopTheGeneration() {
        let result = GenerationFixture.generate(["Brands/schema.json": Self.schema])
        #expect(result.diagnostics.containsErrors)
        #expect(result.diagnostics.filter { $0.rule == SwiftGenerationMessages.collisionID }.count == 4)
    }
}
