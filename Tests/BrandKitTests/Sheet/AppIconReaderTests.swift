import BrandKit
import Support
import Testing

/// Where the sheet finds no image to show, it says why.
@Suite struct AppIconReaderTests {
    /// An Icon Composer `.icon` the target builds is the app's icon: KeePassium's `app-icon.icon` was reported as
    /// "no app icon set 'app-icon'".
    @Test func anIconComposerIconIsNamedNotReportedMissing() {
        let reader = AppIconReader(fileSystem: InMemoryFileSystem(), root: "/repo")
        let icon = reader.icon(
            named: "app-icon", in: [], iconFiles: ["/repo/App/app-icon-pro.icon", "/repo/App/app-icon.icon"])
        #expect(icon == .missing("'App/app-icon.icon' is an Icon Composer icon, which the sheet does not show"))
        #expect(
            reader.icon(named: "app-icon", in: [], iconFiles: ["/repo/App/app-icon-pro.icon"])
                == .missing("no asset catalog"))
    }
}
