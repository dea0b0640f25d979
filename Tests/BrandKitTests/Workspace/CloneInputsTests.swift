import BrandKit
import Testing

/// The input index: what a path is to a clone, by precedence, and for which configurations.
@Suite struct CloneInputsTests {
    static let inputs: CloneInputs = {
        var inputs = CloneInputs()
        inputs.add("/w/Brands/A", as: .folder)
        inputs.add("/w/Brands/A/config.json", as: .configFile)
        inputs.add("/w/Brands/A/Assets.xcassets", as: .assetCatalog)
        inputs.add("/w/Configs/A-Debug.xcconfig", as: .xcconfig, configuration: "Debug")
        inputs.add("/w/Configs/./Base.xcconfig", as: .includedXCConfig, configuration: "Debug")
        inputs.add("/w/Configs/Base.xcconfig", as: .includedXCConfig, configuration: "Release")
        inputs.add("/w/Configs/Local.xcconfig", as: .probedInclude, configuration: "Release")
        return inputs
    }()

    @Test func aPathIsEveryThingItIsStrongestFirst() {
        #expect(Self.inputs.entries(for: "/w/Brands/A/config.json").map(\.role) == [.folder, .configFile])
        #expect(
            Self.inputs.entries(for: "/w/Brands/A/Assets.xcassets/Icon.appiconset/a.png").map(\.role) == [
                .folder, .assetCatalog,
            ])
        #expect(Self.inputs.entries(for: "/w/Brands/A").map(\.role) == [.folder])
        #expect(Self.inputs.entries(for: "/w/Brands/AB/config.json").isEmpty)
        #expect(Self.inputs.entries(for: "/w/Brands").isEmpty)
    }

    @Test func theSameFileForSeveralConfigurationsIsOneEntry() {
        let base = Self.inputs.entries(for: "/w/Configs/../Configs/Base.xcconfig")
        #expect(base.count == 1)
        #expect(base.first?.configurations == ["Debug", "Release"])
        #expect(Self.inputs.entries.filter { $0.path == "/w/Configs/Base.xcconfig" }.count == 1)
    }

    @Test func whetherAPathIsReadDependsOnTheConfigurations() {
        #expect(Self.inputs.reads("/w/Configs/A-Debug.xcconfig"))
        #expect(Self.inputs.reads("/w/Configs/A-Debug.xcconfig", inAnyOf: ["Debug"]))
        #expect(!Self.inputs.reads("/w/Configs/A-Debug.xcconfig", inAnyOf: ["Release"]))
        #expect(Self.inputs.reads("/w/Configs/Local.xcconfig", inAnyOf: ["Release", "Debug"]))
        #expect(Self.inputs.reads("/w/Brands/A/config.json", inAnyOf: ["Release"]))
        #expect(!Self.inputs.reads("/w/README.md"))
    }

    @Test func anEntryForEveryConfigurationStaysSo() {
        var inputs = CloneInputs()
        inputs.add("/w/x", as: .infoPlist)
        inputs.add("/w/x", as: .infoPlist, configuration: "Debug")
        #expect(inputs.entries.map(\.configurations) == [[]])
        inputs.add("/w/y", as: .infoPlist, configuration: "Debug")
        inputs.add("/w/y", as: .infoPlist)
        #expect(inputs.entries.map(\.configurations) == [[], []])
    }
}
