import Foundation
import Testing

/// Where headless Chromium is, if installed; the rendering tests are skipped without it.
enum ChromiumAvailability {
    static let path: String? = {
        let output = try? Subprocess.run(
            "/usr/bin/env",
            ["bash", "-c", "command -v chromium || command -v chromium-browser || command -v google-chrome"],
            in: FileManager.default.temporaryDirectory)
        return output?.trimmingCharacters(in: .whitespacesAndNewlines).nonEmpty
    }()
}

extension String {
    fileprivate var nonEmpty: String? { isEmpty ? nil : self }
}

/// `Scripts/render-sheet.sh`: the sample's sheet rendered by a real browser, complete and without console messages.
@Suite(
    .enabled(
        if: ChromiumAvailability.path != nil,
        "Chromium is not installed (apt-get install chromium); the sheet is not rendered in a browser"))
struct SheetRenderingTests {
    static let script = SampleWorkspace.root.appendingPathComponent("Scripts/render-sheet.sh").path

    struct Rendering {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("brands-render-\(UUID().uuidString)")

        /// Runs the script with `brands` as the executable it renders with.
        func run(brands: String) throws -> String {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            var environment = ReleaseGitTests.environment
            environment["BRANDS"] = brands
            environment["CHROMIUM"] = ChromiumAvailability.path
            environment["HOME"] = folder.path
            return try Subprocess.run(
                "/usr/bin/env",
                ["bash", script, "--output", folder.appendingPathComponent("sheet.png").path, "--keep", folder.path],
                in: folder, environment: environment)
        }

        func read(_ name: String) -> Data { (try? Data(contentsOf: folder.appendingPathComponent(name))) ?? Data() }

        func remove() { try? FileManager.default.removeItem(at: folder) }
    }

    @Test func theSampleRendersCompleteAndQuiet() throws {
        let rendering = Rendering()
        defer { rendering.remove() }
        let output = try rendering.run(brands: try BrandsExecutable.executableURL().path)
        #expect(output.hasPrefix("rendered 5 clones to "))
        let png = [UInt8](rendering.read("sheet.png"))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        // IHDR: width and height, big-endian, at bytes 16 to 23.
        let size =
            png.count >= 24
            ? (png[16..<20].reduce(0) { $0 << 8 | Int($1) }, png[20..<24].reduce(0) { $0 << 8 | Int($1) }) : (0, 0)
        #expect(size == (1280, 2600))
        #expect(png.count > 50_000, "a page of colours and text, not a blank one")
        let log = String(decoding: rendering.read("chromium.log"), as: UTF8.self)
        #expect(!log.contains("CONSOLE"))
        let dom = SheetPage(String(decoding: rendering.read("dom.html"), as: UTF8.self))
        #expect(dom.cards.count == 5)
        #expect(dom.html.contains("</footer>"))
    }

    /// A page that runs a script or loads an image from outside fails the script's checks.
    @Test func aNoisyPageFails() throws {
        let rendering = Rendering()
        defer { rendering.remove() }
        try FileManager.default.createDirectory(at: rendering.folder, withIntermediateDirectories: true)
        let fake = rendering.folder.appendingPathComponent("fake-brands")
        let page = """
            <!doctype html><html><head>\(Self.policy)</head><body>
            <article class="card" id="clone-A"></article><img src="https://example.com/x.png">
            <script>console.error("boom")</script><footer></footer></body></html>
            """
        // `brands sheet --root DIR --output FILE` writes the page to FILE.
        try "#!/bin/sh\ncat >\"$5\" <<'EOF'\n\(page)\nEOF\n".write(to: fake, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake.path)
        do {
            _ = try rendering.run(brands: fake.path)
            Issue.record("the script accepted a page with a script and an outside image")
        } catch let failure as Subprocess.Failure {
            #expect(failure.message.contains("the page wrote to the console or tried the network"))
            #expect(failure.message.contains("example.com"))
        }
    }

    static let policy =
        "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; img-src data:; style-src 'unsafe-inline'\">"
}
