import Documents
import Foundation
import Support
import Testing

/// Runs the pathological inputs on a thread with a deliberately small stack: a recursive reader would
/// overflow it, an iterative one does not notice.
@Suite struct SmallStackTests {
    private final class Outcome: @unchecked Sendable {
        var diagnostics: [[Diagnostic]] = []
    }

    private func onSmallStack(_ work: @escaping @Sendable () -> [[Diagnostic]]) -> [[Diagnostic]] {
        let outcome = Outcome()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            outcome.diagnostics = work()
            done.signal()
        }
        thread.stackSize = 256 << 10
        thread.start()
        done.wait()
        return outcome.diagnostics
    }

    @Test func pathologicalInputsNeedNoDeepStack() {
        let results = onSmallStack {
            let depth = 100_000
            let json = [UInt8](repeating: UInt8(ascii: "["), count: depth)
            let xml = String(repeating: "<array>", count: depth)
            let chain = (0..<2_000).map { BinaryPlistBuilder.Object.array([$0 + 1]) } + [.bool(true)]
            let oldStyle = String(repeating: "{a=(", count: depth)
            let oldStyleMaximum =
                String(repeating: "(", count: PlistParser.maximumDepth)
                + String(repeating: ")", count: PlistParser.maximumDepth)
            let maximum =
                [UInt8](repeating: UInt8(ascii: "["), count: JSONParser.maximumDepth)
                + [UInt8](repeating: UInt8(ascii: "]"), count: JSONParser.maximumDepth)
            return [
                JSONParser.parse(json, file: "a.json").diagnostics,
                PlistParser.parse(xml, file: "a.plist").diagnostics,
                PlistParser.parse(BinaryPlistBuilder(objects: chain, referenceSize: 2).build(), file: "b.plist")
                    .diagnostics,
                JSONParser.parse(maximum, file: "m.json").diagnostics,
                PlistParser.parse(oldStyle, file: "c.plist").diagnostics,
                PlistParser.parse(oldStyleMaximum, file: "d.plist").diagnostics,
            ]
        }
        #expect(
            results.map { $0.map(\.rule) } == [
                [JSONDiagnostics.nestingDepthRule], [PlistDiagnostics.nestingDepthRule],
                [PlistDiagnostics.nestingDepthRule], [], [PlistDiagnostics.nestingDepthRule], [],
            ])
    }
}
