import Foundation
import Support
import Testing
import XCConfig
import XcodeProject

/// The defaults level is made once per key and shared; what it holds depends on the key alone.
@Suite struct BuiltinDefaultsMemoTests {
    private func settings(_ assignments: [SettingAssignment]) -> [String: String] {
        Dictionary(assignments.map { ($0.name, $0.value) }, uniquingKeysWith: { _, last in last })
    }

    @Test func eachKeyHasItsOwnDefaults() {
        let phone = BuiltinDefaultsMemo.assignments(
            sdk: "iphoneos", arch: "arm64", productType: "com.apple.product-type.application")
        let mac = BuiltinDefaultsMemo.assignments(
            sdk: "macosx", arch: "arm64", productType: "com.apple.product-type.application")
        let none = BuiltinDefaultsMemo.assignments(sdk: nil, arch: nil, productType: nil)
        let empty = BuiltinDefaultsMemo.assignments(sdk: "", arch: nil, productType: nil)
        #expect(settings(phone)["PLATFORM_NAME"] == "iphoneos")
        #expect(settings(mac)["PLATFORM_NAME"] == "macosx")
        #expect(settings(none)["PLATFORM_NAME"] == nil)
        #expect(settings(none)["CURRENT_ARCH"] == nil)
        #expect(settings(empty)["SDK_NAME"] == "")
        #expect(settings(phone)["WRAPPER_EXTENSION"] == "app")
        #expect(settings(none)["WRAPPER_EXTENSION"] == nil)
    }

    @Test func askingAgainGivesTheSameAssignments() {
        let first = BuiltinDefaultsMemo.assignments(sdk: "iphoneos", arch: "x86_64", productType: nil)
        let again = BuiltinDefaultsMemo.assignments(sdk: "iphoneos", arch: "x86_64", productType: nil)
        #expect(first == again)
        #expect(settings(first)["CURRENT_ARCH"] == "x86_64")
    }

    @Test func threadsAskingAtOnceGetOneAnswer() {
        let results = ResultBox()
        DispatchQueue.concurrentPerform(iterations: 64) { index in
            let productType = index % 2 == 0 ? "com.apple.product-type.app-extension" : nil
            results.add(
                index % 2,
                BuiltinDefaultsMemo.assignments(sdk: "iphonesimulator", arch: "arm64", productType: productType))
        }
        #expect(results.distinctCounts() == [1, 1])
    }
}

/// Results gathered from several threads, by kind.
private final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private var byKind: [Int: [[SettingAssignment]]] = [:]

    func add(_ kind: Int, _ value: [SettingAssignment]) { lock.withLock { byKind[kind, default: []].append(value) } }

    /// How many different answers each kind got, by kind.
    func distinctCounts() -> [Int] {
        lock.withLock {
            byKind.keys.sorted().map { kind in
                let values = byKind[kind] ?? []
                return values.reduce(into: [[SettingAssignment]]()) { distinct, value in
                    if !distinct.contains(value) { distinct.append(value) }
                }.count
            }
        }
    }
}
