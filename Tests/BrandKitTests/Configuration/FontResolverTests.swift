import BrandKit
import Foundation
import Support
import Testing
import XCConfig

@Suite struct FontResolverTests {
    private func fonts(_ files: [String: String] = [:], removing removed: [String] = []) -> [String: ResolvedFont] {
        let (clone, workspace) = ResolverFixture.alpha(files, removing: removed)
        let resolved = FontResolver(schema: workspace.schema).resolve(clone)
        #expect(resolved.map(\.style) == workspace.schema.fontStyles.map(\.name))
        return Dictionary(uniqueKeysWithValues: resolved.map { ($0.style, $0) })
    }

    @Test func namesAndSizesComeFromThePlistWithTheNameLine() {
        let resolved = fonts()
        #expect(resolved["headline"]?.postScriptName == "Georgia-Bold")
        #expect(resolved["headline"]?.size == 24)
        #expect(resolved["headline"]?.source.origin == .fontsPlist)
        #expect(resolved["headline"]?.source.location?.file == ResolverFixture.path("Brands/ALPHA/custom_fonts.plist"))
        #expect(
            resolved["headline"]?.source.location?.line
                == ResolverFixture.line(of: "<string>Georgia-Bold", in: ExampleWorkspace.fontsPlist))
    }

    @Test func aStyleWithoutANameFallsBackToTheSystemFontAtItsDefaultSize() {
        let caption = fonts()["caption"]
        #expect(caption?.postScriptName == nil)
        #expect(caption?.size == 13)
        #expect(caption?.source == ValueSource(.system))
        #expect(caption?.source.description == "system")
    }

    @Test func anEmptyNameIsTheSystemFontButItsSizeStillCounts() {
        let plist = ExampleWorkspace.fontsPlist.replacingOccurrences(
            of: "<string>Georgia</string>", with: "<string></string>"
        )
        .replacingOccurrences(of: "<real>17</real>", with: "<integer>19</integer>")
        let body = fonts(["Brands/ALPHA/custom_fonts.plist": plist])["body"]
        #expect(body?.postScriptName == nil)
        #expect(body?.source.origin == .system)
        #expect(body?.size == 19)
    }

    @Test func withoutAPlistEveryStyleIsTheSystemFont() {
        let resolved = fonts(removing: ["Brands/ALPHA/custom_fonts.plist"])
        #expect(resolved.values.allSatisfy { $0.postScriptName == nil && $0.source.origin == .system })
        #expect(resolved["headline"]?.size == 24)
    }
}
