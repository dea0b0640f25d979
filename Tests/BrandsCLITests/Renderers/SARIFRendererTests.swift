import BrandsCLI
import Support
import Testing
import XCConfig

@Suite struct SARIFRendererTests {
    static let rules = [
        RuleMetadata(id: "unused_setting", summary: "Settings should be read somewhere.", defaultSeverity: .warning),
        RuleMetadata(id: "missing_key", summary: "Required keys must be set.", defaultSeverity: .error),
    ]

    @Test func rendersLog() {
        let diagnostics = [
            Diagnostic(
                .error, rule: "missing_key", "missing key 'A'",
                at: SourceLocation(file: "/repo/My Clone/x.xcconfig", line: 3, column: 5),
                notes: [
                    Diagnostic.Note("declared here", at: SourceLocation(file: "/repo/schema.json", line: 1, column: 2)),
                    Diagnostic.Note("keys are case-sensitive"),
                ]),
            Diagnostic(.warning, rule: "other_rule", "odd", at: SourceLocation(file: "/abs/y", line: 1, column: 1)),
        ]
        let expected = """
            {
              "$schema": "\(SARIFRenderer.schemaURI)",
              "runs": [
                {
                  "results": [
                    {
                      "level": "warning",
                      "locations": [
                        {
                          "physicalLocation": {
                            "artifactLocation": {
                              "uri": "file:///abs/y"
                            },
                            "region": {
                              "startColumn": 1,
                              "startLine": 1
                            }
                          }
                        }
                      ],
                      "message": {
                        "text": "odd"
                      },
                      "ruleId": "other_rule",
                      "ruleIndex": 1
                    },
                    {
                      "level": "error",
                      "locations": [
                        {
                          "physicalLocation": {
                            "artifactLocation": {
                              "uri": "My%20Clone/x.xcconfig",
                              "uriBaseId": "%SRCROOT%"
                            },
                            "region": {
                              "startColumn": 5,
                              "startLine": 3
                            }
                          }
                        }
                      ],
                      "message": {
                        "text": "missing key 'A'\\nnote: keys are case-sensitive"
                      },
                      "relatedLocations": [
                        {
                          "message": {
                            "text": "declared here"
                          },
                          "physicalLocation": {
                            "artifactLocation": {
                              "uri": "schema.json",
                              "uriBaseId": "%SRCROOT%"
                            },
                            "region": {
                              "startColumn": 2,
                              "startLine": 1
                            }
                          }
                        }
                      ],
                      "ruleId": "missing_key",
                      "ruleIndex": 0
                    }
                  ],
                  "tool": {
                    "driver": {
                      "informationUri": "https://example.com/brands",
                      "name": "brands",
                      "rules": [
                        {
                          "defaultConfiguration": {
                            "level": "error"
                          },
                          "id": "missing_key",
                          "shortDescription": {
                            "text": "Required keys must be set."
                          }
                        },
                        {
                          "id": "other_rule"
                        },
                        {
                          "defaultConfiguration": {
                            "level": "warning"
                          },
                          "id": "unused_setting",
                          "shortDescription": {
                            "text": "Settings should be read somewhere."
                          }
                        }
                      ],
                      "version": "9.9.9"
                    }
                  }
                }
              ],
              "version": "2.1.0"
            }

            """
        let output = SARIFRenderer.render(
            diagnostics, relativeTo: "/repo", rules: Self.rules, toolVersion: "9.9.9",
            informationURI: "https://example.com/brands")
        #expect(output == expected)
    }

    @Test func emptyRunStillDeclaresToolAndRules() {
        let log = SARIFRenderer.log([], relativeTo: "/repo", rules: Self.rules)
        guard case .object(let top) = log, case .array(let runs)? = top["runs"], case .object(let run)? = runs.first,
            case .object(let tool)? = run["tool"], case .object(let driver)? = tool["driver"]
        else {
            Issue.record("unexpected shape: \(log)")
            return
        }
        #expect(top["version"] == .string("2.1.0"))
        #expect(run["results"] == .array([]))
        #expect(driver["version"] == .string(BrandsVersion.current))
        #expect(driver["informationUri"] == nil)
        if case .array(let rules)? = driver["rules"] { #expect(rules.count == 2) } else { Issue.record("no rules") }
    }

    @Test(arguments: [
        ("Clones/acme/Brand.xcconfig", "Clones/acme/Brand.xcconfig"),
        ("a b/ü#?%.json", "a%20b/%C3%BC%23%3F%25.json"),
        ("~user/x-y_z", "~user/x-y_z"),
    ])
    func percentEncodesPaths(path: String, expected: String) {
        #expect(SARIFRenderer.percentEncoded(path) == expected)
    }

    @Test(arguments: [(Severity.error, "error"), (.warning, "warning"), (.note, "note")])
    func levels(severity: Severity, expected: String) {
        #expect(SARIFRenderer.level(for: severity) == expected)
    }
}
