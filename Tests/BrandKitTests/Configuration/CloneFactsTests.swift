import BrandKit
import Support
import Testing

/// The identifier of a clone's identity, which `brands show` prints and `brands generate swift` writes: one value.
@Suite struct CloneFactsTests {
    static func identifier(_ files: [String: String], removing removed: [String] = []) -> Sourced<String>? {
        let (clone, workspace) = ResolverFixture.alpha(files, removing: removed)
        return CloneConfigurationAssembler(schema: workspace.schema).assemble(clone, configuration: "Release")
            .identifier
    }

    /// `clone_identifier` is where the id is written, when it is the id.
    @Test func theIdentifierIsTheCloneIdFromItsConfigFile() {
        let line = ResolverFixture.line(of: "\"clone_identifier\"", in: ExampleWorkspace.config("ALPHA"))
        #expect(
            Self.identifier([:])
                == Sourced(
                    "ALPHA", from: ValueSource(.config, at: .init(file: Self.config, line: line ?? 0, column: 23))))
    }

    /// Without `clone_identifier`, or with another one (which `identifier_mismatch` reports), the identifier is still
    /// the clone's id, the one `generate swift` selects the clone by, from where the clone is defined.
    @Test(arguments: ["", "\"clone_identifier\": \"BETA\","])
    func theIdentifierIsTheCloneIdWhateverTheConfigFileSays(replacement: String) {
        let config = ResolverFixture.config([("\"clone_identifier\": \"ALPHA\",", replacement)])
        #expect(config != ExampleWorkspace.config("ALPHA"))
        let identifier = Self.identifier(["Brands/ALPHA/config.json": config])
        #expect(identifier == Sourced("ALPHA", from: ValueSource(.definition, at: .start(of: Self.config))))
    }

    static let config = ResolverFixture.path("Brands/ALPHA/config.json")
}
