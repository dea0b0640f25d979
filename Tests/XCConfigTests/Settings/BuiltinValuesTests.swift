import Support
import Testing
import XCConfig

/// `BuildSettingsResolver`'s builtin values: those shared by every target of a configuration, then the target's name.
@Suite struct BuiltinValuesTests {
    @Test(arguments: [
        (ConditionParameters(sdk: "iphoneos", arch: nil), "Debug"),
        (ConditionParameters(sdk: nil, arch: nil), "Release"),
        (ConditionParameters(sdk: "iphonesimulator26.0", arch: "arm64"), "Beta"),
    ])
    func aTargetsBuiltinsAreTheSharedOnesThenItsName(parameters: ConditionParameters, configuration: String) {
        let resolver = BuildSettingsResolver(root: "/workspace", parameters: parameters)
        let shared = resolver.builtins(configuration: configuration, target: nil)
        let whole = resolver.builtins(configuration: configuration, target: "NWD")
        #expect(resolver.builtins(target: "NWD", after: shared) == whole)
        #expect(whole.dropLast().elementsEqual(shared))
        #expect(whole.last?.name == "TARGET_NAME" && whole.last?.value == "NWD")
        #expect(whole.map(\.location.line) == Array(1...whole.count))
        #expect(!shared.contains { $0.name == "TARGET_NAME" })
        #expect(shared.contains { $0.name == "CONFIGURATION" && $0.value == configuration })
    }
}
