// libFuzzer harness for Xcode's XML files: schemes (`SchemeReader`), workspace contents (`XcodeWorkspaceReader`) and
// the element tree both read (`XMLTree`). The input's first byte picks the reader; the rest is the file. Built and
// run by Scripts/fuzz.sh.

import Documents
import Support
import XCConfig
import XcodeProject

private let schemeFile = "/fuzz/App.xcodeproj/xcshareddata/xcschemes/App.xcscheme"
private let workspacePath = "/fuzz/App.xcworkspace"
private let workspaceFile = workspacePath + "/contents.xcworkspacedata"

/// Checks one input, stopping the process when a promise is broken; returns 0, as libFuzzer requires.
@_cdecl("LLVMFuzzerTestOneInput")
public func xcodeSchemesFuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = inputBytes(data, size)
    guard let selector = input.first else { return 0 }
    let bytes = Array(input.dropFirst())
    let isScheme = selector % 2 == 0
    let file = isScheme ? schemeFile : workspaceFile
    let lines = InputLines(bytes, file: file)
    let repeats = isSampled(input, period: 4)

    // The element tree: a value exactly when there is no error, every element and attribute located.
    let tree = XMLTree.parse(bytes, file: file)
    if repeats { expectDeterministic(tree, XMLTree.parse(bytes, file: file), "XMLTree.parse") }
    checkDiagnostics(tree.diagnostics, in: lines.check)
    expect((tree.value == nil) == tree.diagnostics.containsErrors, "a tree exactly when there is no error")
    var pending = tree.value.map { [$0] } ?? []
    while let element = pending.popLast() {
        lines.check(element.location, "element <\(element.name)>")
        for attribute in element.attributes {
            lines.check(attribute.location, "attribute \(attribute.name)")
            lines.check(attribute.valueLocation, "the value of \(attribute.name)")
            expect(attribute.location < attribute.valueLocation, "attribute \(attribute.name) after its value")
        }
        pending += element.children
    }

    if isScheme {
        let scheme = SchemeReader.scheme(from: bytes, file: file, containerFolder: "/fuzz")
        if repeats {
            expectDeterministic(
                scheme, SchemeReader.scheme(from: bytes, file: file, containerFolder: "/fuzz"), "scheme")
        }
        checkDiagnostics(scheme.diagnostics, in: lines.check)
        guard let value = scheme.value else { return 0 }
        expect(value.name == "App", "the scheme is named '\(value.name)', not after its file")
        lines.check(value.location, "the scheme")
        for reference in value.allReferences { lines.check(reference.location, "a buildable reference") }
        for (action, settings) in value.actions { lines.check(settings.location, "the \(action) action") }
    } else {
        let workspace = XcodeWorkspaceReader.workspace(from: bytes, workspacePath: workspacePath)
        if repeats {
            expectDeterministic(
                workspace, XcodeWorkspaceReader.workspace(from: bytes, workspacePath: workspacePath), "workspace")
        }
        checkDiagnostics(workspace.diagnostics, in: lines.check)
        for project in workspace.value?.projects ?? [] {
            lines.check(project.sourceLocation, "project '\(project.location)'")
            expect(project.path.hasPrefix("/"), "project path '\(project.path)' is not absolute")
        }
    }
    return 0
}
