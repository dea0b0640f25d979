import BrandKit
import Foundation
import Support
import Testing

/// Xcode's C preprocessing of an Info.plist (`INFOPLIST_PREPROCESS = YES`): conditionals keep or drop lines, and every
/// kept line keeps its number.
@Suite struct InfoPlistPreprocessorTests {
    static let text = """
        <dict>
        \t#ifndef DISABLE_PLAIN_HTTP
        \t<key>NSAllowsArbitraryLoads</key>
        \t#else
        \t<key>Strict</key>
        \t#endif
        \t#if defined(BETA) && 0
        \t<key>Beta</key>
        \t#elif !defined(BETA)
        \t<key>Store</key>
        \t#endif
        </dict>
        """

    static func run(_ definitions: String) -> [String] {
        let output = InfoPlistPreprocessor(definitions: definitions).process(Array(text.utf8))
        return String(decoding: output, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
    }

    @Test func conditionalsFollowTheDefinitionsAndLinesKeepTheirNumbers() {
        #expect(
            Self.run("") == [
                "<dict>", "", "<key>NSAllowsArbitraryLoads</key>", "", "", "", "", "", "", "<key>Store</key>", "",
                "</dict>",
            ])
        #expect(Self.run("DISABLE_PLAIN_HTTP=1 BETA")[2] == "")
        #expect(Self.run("DISABLE_PLAIN_HTTP=1 BETA")[4] == "<key>Strict</key>")
        #expect(Self.run("DISABLE_PLAIN_HTTP=1 BETA")[9] == "")
    }

    @Test func aPlistWithoutDirectivesIsLeftAlone() {
        let bytes = Array("<dict>\n\t<key>A</key>\n</dict>\n".utf8)
        #expect(InfoPlistPreprocessor(definitions: "X").process(bytes) == bytes)
    }

    /// VeraAutomationSwift's shape: the prefix header defines the version and build through a function-like macro
    /// whose body depends on a definition, and the Info.plist names the macros.
    static let header = """
        #ifndef Automation_Defines_h
        #define Automation_Defines_h
        #ifdef INFO_PLIST
        #define STRINGIFY(_x)        _x
        #else
        #define STRINGIFY(_x)      # _x
        #endif
        #define APP_VERSION_NUMBER\t\t\t\tSTRINGIFY(1.0.13)
        #define CF_BUNDLE_VERSION \\
            STRINGIFY(13)
        #endif
        """

    static func expand(_ text: String, definitions: String = "", header: String? = header) -> String {
        let output = InfoPlistPreprocessor(definitions: definitions, prefixHeader: header.map { Array($0.utf8) })
            .process(Array(text.utf8))
        return String(decoding: output, as: UTF8.self)
    }

    @Test func thePrefixHeadersMacrosAreReplacedInTheKeptText() {
        let plist =
            "<key>CFBundleShortVersionString</key>\n<string>APP_VERSION_NUMBER</string>\n"
            + "<key>CFBundleVersion</key>\n<string>CF_BUNDLE_VERSION</string>\n"
        #expect(
            Self.expand(plist, definitions: "INFO_PLIST=1")
                == "<key>CFBundleShortVersionString</key>\n<string>1.0.13</string>\n"
                + "<key>CFBundleVersion</key>\n<string>13</string>\n")
        // Without `INFO_PLIST`, the header's other branch quotes the argument, as `#` does.
        #expect(Self.expand("<string>APP_VERSION_NUMBER</string>") == "<string>\"1.0.13\"</string>")
        // Without a header, the definitions alone are macros too.
        #expect(Self.expand("<string>BUILD</string>", definitions: "BUILD=42", header: nil) == "<string>42</string>")
    }

    @Test func macrosAreReplacedAsThePreprocessorDoes() {
        let header = """
            #define NAME Newsroom
            #define SELF SELF + 1
            #define PASTE(a, b) a ## b
            #define TWICE(x) x x
            #define NOARGS() empty
            """
        // Not in a string literal, not inside a longer name or a number, not a function-like macro without `(`.
        #expect(
            Self.expand(#"<a k="NAME">NAME NAMES 1NAME PASTE TWICE(NAME) NOARGS()</a>"#, header: header)
                == #"<a k="NAME">Newsroom NAMES 1NAME PASTE Newsroom Newsroom empty</a>"#)
        // A macro naming itself stops there; pasting joins the raw arguments, and the name made is scanned again.
        #expect(Self.expand("SELF PASTE(NA, ME)", header: header) == "SELF + 1 Newsroom")
        // `#undef` ends a macro for the lines after it; lines keep their numbers.
        #expect(Self.expand("NAME\n#undef NAME\nNAME", header: header) == "Newsroom\n\nNAME")
    }

    /// A macro bomb (each level naming the one below twice, thirty levels) ends within the bounds, with the text as
    /// written beyond them.
    @Test func aMacroBombEndsWithinItsBounds() {
        var header = "#define M0 x\n"
        for level in 1...30 { header += "#define M\(level) M\(level - 1) M\(level - 1)\n" }
        let output = Self.expand("<string>M30</string>", header: header)
        #expect(output.hasPrefix("<string>x x"))
        #expect(output.hasSuffix("</string>"))
        #expect(output.count < 200_000)
        #expect(output.contains("M"))
    }

    /// The budget bounds the document, not each stretch between `#define`s: a bomb used after each of many
    /// definitions ends as soon as the budget does.
    @Test func theBudgetBoundsTheWholeDocument() {
        var header = "#define M0 x\n"
        for level in 1...13 { header += "#define M\(level) M\(level - 1) M\(level - 1)\n" }
        var plist = ""
        for index in 0..<200 { plist += "#define D\(index) \(index)\nM13\n" }
        let output = Self.expand(plist, header: header)
        // 8,192 `x` a use: the first use and a part of the second are expanded, the rest left as written.
        #expect(output.filter { $0 == "x" }.count <= 10_000)  // MacroExpansion.maximumExpansions
        #expect(output.components(separatedBy: "M13").count > 150)
    }

    /// A long line of a function-like macro's name and `(` without `)` is read a bounded number of times: it is
    /// left as written (reading the line to its end for each name would take minutes).
    @Test func unclosedArgumentsEndWithinTheirBounds() {
        let line = String(repeating: "F(", count: 100_000)
        #expect(Self.expand(line, header: "#define F(x) y\n") == line)
    }

    /// Text that is not UTF-8 reaches the property-list reader as it is, so that it is reported there.
    @Test func bytesThatAreNotUTF8AreKept() {
        let bytes: [UInt8] = Array("<string>".utf8) + [0xFF, 0xFE] + Array(" NAME</string>".utf8)
        let output = InfoPlistPreprocessor(definitions: "NAME=x").process(bytes)
        #expect(output == Array("<string>".utf8) + [0xFF, 0xFE] + Array(" x</string>".utf8))
    }

    /// End to end: a clone whose Info.plist is preprocessed with a prefix header has the version and build the header
    /// gives (VeraAutomationSwift's were "not versions" before), and the header is an input of its Info.plist.
    @Test func aClonesVersionComesFromThePrefixHeader() throws {
        var files = RuleExample.baseline.resolvedFiles
        let debug = try #require(files["Configs/ALPHA-Debug.xcconfig"])
        files["Configs/ALPHA-Debug.xcconfig"] =
            debug + "INFOPLIST_PREPROCESS = YES\nINFOPLIST_PREFIX_HEADER = Brands/ALPHA/Defines.h\n"
            + "INFOPLIST_PREPROCESSOR_DEFINITIONS = INFO_PLIST=1\n"
        files["Brands/ALPHA/Defines.h"] = Self.header
        files["Brands/ALPHA/Info.plist"] = ExampleWorkspace.infoPlist.replacingOccurrences(
            of: "<string>$(MARKETING_VERSION)</string>", with: "<string>APP_VERSION_NUMBER</string>"
        ).replacingOccurrences(
            of: "<string>$(CURRENT_PROJECT_VERSION)</string>", with: "<string>CF_BUNDLE_VERSION</string>")
        let workspace = ExampleLoader.load(files)
        let clone = try #require(workspace.clone("ALPHA"))
        let release = try #require(clone.configurations.first { $0.role == "Release" })
        #expect(release.identity.version?.value == "1.0.13")
        #expect(release.identity.build?.value == "13")
        #expect(
            clone.inputs.entries.contains {
                $0.path == Path.join(ExampleWorkspace.root, "Brands/ALPHA/Defines.h")
                    && $0.role == .infoPlistPrefixHeader
            })
        let found = Validator(rules: RuleRegistry.all).validate(workspace, today: RuleExampleTests.today)
        #expect(!found.contains { $0.rule == "invalid_build_setting_value" }, "\(found.map(\.message))")
    }
}
