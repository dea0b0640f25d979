import Support
import Testing
import XCConfig

/// Every row of the worked-examples table of XCCONFIG.md, run through the whole engine as `brands settings`
/// runs it: the real parser and include loader on an in-memory file system, then `BuildSettingsResolver`
/// with builtins and outside values below the file.
@Suite struct WorkedExampleTests {
    struct Example: Sendable, CustomTestStringConvertible {
        /// The row, as the table writes it.
        var row: String
        /// Files by name under `/w`; the first one listed in `top` is loaded.
        var files: [String: String]
        var top = "Main.xcconfig"
        var configuration: String?
        var arch: String?
        /// Values below the file, like `--set`.
        var outside: [(name: String, value: String)] = []
        /// Expected values; a setting missing from the result counts as empty.
        var values: [String: String]
        /// Expected diagnostics as `file:severity:rule@line:column`, in presentation order.
        var diagnostics: [String] = []

        var testDescription: String { row }
    }

    static let examples: [Example] = [
        Example(
            row: "A = MyAppIcon // a comment", files: ["Main.xcconfig": "A = MyAppIcon // a comment"],
            values: ["A": "MyAppIcon"]),
        Example(
            row: "U = https://x.com", files: ["Main.xcconfig": "U = https://x.com"], values: ["U": "https:"],
            diagnostics: ["Main.xcconfig:warning:xcconfig_comment_in_value@1:11"]),
        Example(
            row: "U = https:/$()/x.com", files: ["Main.xcconfig": "U = https:/$()/x.com"],
            values: ["U": "https://x.com"]),
        Example(
            row: "A = B / C / D = E", files: ["Main.xcconfig": "A = B\n    C\nD = E"], values: ["A": "B", "D": "E"],
            diagnostics: ["Main.xcconfig:error:xcconfig_syntax@2:6"]),
        Example(
            row: "F = -f\\ / -g   \\ / -h", files: ["Main.xcconfig": "F = -f\\\n-g   \\\n-h"],
            values: ["F": "-f -g -h"]),
        Example(
            row: "S = A \\ B \\ C", files: ["Main.xcconfig": "S = A \\ B \\ C"], values: ["S": "A \\ B \\ C"]),
        Example(
            row: "#include? \"Missing.xcconfig\"", files: ["Main.xcconfig": "#include? \"Missing.xcconfig\""],
            values: [:]),
        Example(
            row: "#include \"Missing.xcconfig\"", files: ["Main.xcconfig": "#include \"Missing.xcconfig\""],
            values: [:], diagnostics: ["Main.xcconfig:error:xcconfig_missing_include@1:1"]),
        Example(
            row: "L = -a then L = $(inherited) -b", files: ["Main.xcconfig": "L = -a\nL = $(inherited) -b"],
            values: ["L": "-a -b"]),
        Example(
            row: "base and debug with $(inherited)",
            files: [
                "debug.xcconfig": "#include \"base.xcconfig\"\nF = $(inherited) -DD",
                "base.xcconfig": "F = $(inherited) -DG",
            ], top: "debug.xcconfig", values: ["F": " -DG -DD"]),
        Example(
            row: "C conditions, Debug", files: ["Main.xcconfig": "C[config=Release]=r\nC=d\nC[config=Debug]=g"],
            configuration: "Debug", values: ["C": "g"]),
        Example(
            row: "C conditions, Release", files: ["Main.xcconfig": "C[config=Release]=r\nC=d\nC[config=Debug]=g"],
            configuration: "Release", values: ["C": "d"]),
        Example(
            row: "P=d / P[config=D*]=x", files: ["Main.xcconfig": "P=d\nP[config=D*]=x"], configuration: "Debug",
            values: ["P": "x"]),
        Example(
            row: "X=a / X[arch=arm64]=b, no arch bound", files: ["Main.xcconfig": "X=a\nX[arch=arm64]=b"],
            values: ["X": "a"]),
        Example(
            row: "X=a / X[arch=arm64]=b / X[arch=*]=c, no arch bound",
            files: ["Main.xcconfig": "X=a\nX[arch=arm64]=b\nX[arch=*]=c"], values: ["X": "c"]),
        Example(
            row: "X[arch=arm64] with arm64 bound", files: ["Main.xcconfig": "X=a\nX[arch=arm64]=b"], arch: "arm64",
            values: ["X": "b"]),
        Example(
            row: "V = $(V_$(WRAPPER_EXTENSION))",
            files: ["Main.xcconfig": "V_app = 15.3.9\nV = $(V_$(WRAPPER_EXTENSION))"],
            outside: [("WRAPPER_EXTENSION", "app")], values: ["V": "15.3.9"]),
        Example(
            row: "A-$(M)-$(UNKNOWN)-A", files: ["Main.xcconfig": "R = A-$(M)-$(UNKNOWN)-A"], outside: [("M", "m")],
            values: ["R": "A-m--A"]),
        Example(
            row: "A-$M-$UNKNOWN-A", files: ["Main.xcconfig": "R = A-$M-$UNKNOWN-A"], outside: [("M", "m")],
            values: ["R": "A-m-$UNKNOWN-A"]),
        Example(row: "$$", files: ["Main.xcconfig": "R = $$"], values: ["R": "$"]),
        Example(
            row: "macos$(T:default=10.15), T undefined", files: ["Main.xcconfig": "R = macos$(T:default=10.15)"],
            values: ["R": "macos10.15"]),
        Example(
            row: "macos$(T:default=10.15), T empty", files: ["Main.xcconfig": "T =\nR = macos$(T:default=10.15)"],
            values: ["R": "macos10.15", "T": ""]),
        Example(
            row: "macos$(T:default=10.15), T=11.0", files: ["Main.xcconfig": "R = macos$(T:default=10.15)"],
            outside: [("T", "11.0")], values: ["R": "macos11.0"]),
        Example(
            row: ":identifier / :rfc1034identifier",
            files: ["Main.xcconfig": "N = Some File.txt\nI = $(N:identifier)\nR = $(N:rfc1034identifier)"],
            values: ["I": "Some_File_txt", "R": "Some-File-txt"]),
        Example(
            row: ":dir :file :base :suffix",
            files: [
                "Main.xcconfig": "P = /tmp/P/Any.framework\nD = $(P:dir)\nF = $(P:file)\nB = $(P:base)\nS = $(P:suffix)"
            ], values: ["D": "/tmp/P/", "F": "Any.framework", "B": "Any", "S": ".framework"]),
        Example(
            row: "This:dir", files: ["Main.xcconfig": "P = This\nD = $(P:dir)"], values: ["D": "./"]),
        // `//` would start a comment in the file, so the value is written with the `$()` workaround.
        Example(
            row: ":standardizepath",
            files: [
                "Main.xcconfig":
                    "A = /$()/foo/./bar/\nB = foo/../bar/./baz/\nSA = $(A:standardizepath)\nSB = $(B:standardizepath)"
            ], values: ["SA": "/foo/bar", "SB": "foo/../bar/baz"]),
        Example(
            row: ":suffix=.o / :base=x / :dir=d",
            files: ["Main.xcconfig": "P = /tmp/dir/file.c\nS = $(P:suffix=.o)\nB = $(P:base=x)\nD = $(P:dir=d)"],
            values: ["S": "/tmp/dir/file.o", "B": "/tmp/dir/x.c", "D": "d/file.c"]),
        Example(row: "NO:not", files: ["Main.xcconfig": "V = NO\nR = $(V:not)"], values: ["R": "YES"]),
        Example(
            row: "A includes B, B includes A",
            files: [
                "Main.xcconfig": "X = 1\n#include \"B.xcconfig\"\nY = 2",
                "B.xcconfig": "#include \"Main.xcconfig\"\nZ = 3",
            ], values: ["X": "1", "Y": "2", "Z": "3"], diagnostics: ["B.xcconfig:warning:xcconfig_include_cycle@1:1"]),
        Example(row: "S = $(S) more", files: ["Main.xcconfig": "S = $(S) more"], values: ["S": " more"]),
        Example(
            row: "$(UNDEFINED:not), $(EMPTY:upper), $(UNDEFINED:base=main)",
            files: [
                "Main.xcconfig":
                    "EMPTY =\nN = [$(UNDEFINED:not)]\nU = [$(EMPTY:upper)]\nB = [$(UNDEFINED:base=main)]"
            ], values: ["N": "[]", "U": "[]", "B": "[]", "EMPTY": ""]),
        Example(
            row: "$(EMPTY:default=:dir)", files: ["Main.xcconfig": "EMPTY =\nD = $(EMPTY:default=:dir)"],
            values: ["D": "./"]),
        Example(
            row: "./:standardizepath", files: ["Main.xcconfig": "P = ./\nS = [$(P:standardizepath)]"],
            values: ["S": "[]"]),
        Example(
            row: "$(N:base=main) with N = readme", files: ["Main.xcconfig": "N = readme\nB = $(N:base=main)"],
            values: ["B": "main."]),
        Example(
            row: "$(EMPTY:default=:dir=out)", files: ["Main.xcconfig": "EMPTY =\nD = $(EMPTY:default=:dir=out)"],
            values: ["D": "out"]),
        Example(
            row: "M1 = $(M2) / M2 = $(M1)", files: ["Main.xcconfig": "M1 = $(M2)\nM2 = $(M1)"],
            values: ["M1": "", "M2": ""]),
        Example(
            row: "diamond: a and b include c",
            files: [
                "Main.xcconfig": "#include \"a.xcconfig\"\n#include \"b.xcconfig\"",
                "a.xcconfig": "#include \"c.xcconfig\"", "b.xcconfig": "#include \"c.xcconfig\"",
                "c.xcconfig": "L = $(inherited) c",
            ], values: ["L": " c c"]),
    ]

    @Test(arguments: examples) func workedExample(_ example: Example) {
        var fileSystem = InMemoryFileSystem()
        for (name, text) in example.files { fileSystem.write(text, to: "/w/" + name) }
        let loaded = XCConfigLoader(fileSystem: fileSystem, sourceRoot: "/w").load(path: "/w/" + example.top)
        let resolver = BuildSettingsResolver(
            root: "/w", parameters: ConditionParameters(arch: example.arch), lowerLevelValues: example.outside)
        let resolved = resolver.resolve(loaded, configuration: example.configuration)
        for (name, value) in example.values {
            #expect(resolved.value(of: name) == value, "\(name)")
        }
        let assigned = Set(loaded.assignments.map(\.name))
        #expect(assigned.isSuperset(of: example.values.keys), "every expected setting is assigned in the file")
        let diagnostics = (loaded.diagnostics + resolved.diagnostics).map {
            "\(Path.lastComponent(of: $0.location.file)):\($0.severity.rawValue):\($0.rule)@\($0.location.line):\($0.location.column)"
        }
        #expect(diagnostics == example.diagnostics)
    }

}
