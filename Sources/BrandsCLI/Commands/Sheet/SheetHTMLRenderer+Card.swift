import BrandKit

/// One clone's card: its header, then identity, colours, contrast, fonts, flags and findings, each with sources.
extension SheetHTMLRenderer {
    /// The card of `clone`.
    func card(_ clone: CloneSheet) -> String {
        let id = anchor(clone.id)
        var meta = "<code>\(escaped(clone.id))</code>"
        if let bundle = clone.field(.bundleIdentifier)?.value { meta += " · <code>\(escaped(bundle))</code>" }
        if let version = clone.field(.version)?.value {
            meta += " · version \(escaped(version))"
            if let build = clone.field(.build)?.value { meta += " (\(escaped(build)))" }
        }
        let html = """
            <article class="card" id="\(id)" aria-labelledby="\(id)-title">
            <header>\(icon(clone.icon, clone: clone.id))<div>
            <h3 id="\(id)-title">\(escaped(clone.title))</h3>
            <p class="meta">\(meta)</p>
            <p class="badges">\(findingsBadge(clone.findings))\(changeBadge(clone.change))</p>
            \(iconNote(clone))</div></header>
            <div class="columns">
            <div>
            \(identityTable(clone))</div>
            <div>
            \(fontTable(clone))</div>
            </div>
            \(colorTable(clone))\(contrastTable(clone))\(flagTable(clone))<h4>Findings</h4>
            \(findingList(clone.findings))</article>

            """
        return html
    }

    /// `3 changes since REF`, `added since REF`, or nothing without a baseline.
    private func changeBadge(_ change: CloneChange?) -> String {
        guard let change, let revision = sheet.baseline?.revision else { return "" }
        switch change {
        case .added: return " <span class=\"badge added\">added since \(escaped(revision))</span>"
        case .changed(let changes) where changes.isEmpty:
            return " <span class=\"badge\">unchanged since \(escaped(revision))</span>"
        case .changed(let changes):
            return
                " <span class=\"badge changed\">\(Plural.count(changes.count, "change")) since \(escaped(revision))</span>"
        }
    }

    /// The icon's file, or why there is none; and whether it changed.
    private func iconNote(_ clone: CloneSheet) -> String {
        let changed = clone.change?.changes.iconChanged == true ? " <span class=\"was\">app icon changed</span>" : ""
        switch clone.icon {
        case .image(let image):
            return "<p class=\"note\">App icon: <code>\(escaped(image.file))</code>\(changed)</p>\n"
        case .missing(let reason):
            return "<p class=\"missing\">No app icon: \(escaped(reason))\(changed)</p>\n"
        }
    }

    private func identityTable(_ clone: CloneSheet) -> String {
        var html = table(
            "Identity", caption: "Identity of \(clone.id)", rowHeader: "Field", columns: ["Value", "Source"])
        for field in clone.identity {
            let value = field.value.map { "<code>\(escaped($0))</code>" } ?? notSet
            let before = clone.change?.changes.identity(field.name).map {
                was($0.before?.value.map { "<code>\(escaped($0))</code>" } ?? "not set")
            }
            html += tableRow(
                field.name.rawValue, [value + (before ?? ""), source(field.source)], changed: before != nil)
        }
        return html + "</tbody></table>\n"
    }

    private func fontTable(_ clone: CloneSheet) -> String {
        var html = table(
            "Fonts", caption: "Fonts of \(clone.id)", rowHeader: "Style", columns: ["Font", "File", "Source"])
        for font in clone.fonts {
            let before = clone.change?.changes.font(font.style).map { was($0.before.map(fontText) ?? "not set") }
            html += tableRow(
                font.style, [fontText(font) + (before ?? ""), availability(font), source(font.source)],
                changed: before != nil)
        }
        return html + "</tbody></table>\n"
    }

    private func colorTable(_ clone: CloneSheet) -> String {
        var html = table(
            "Colours", caption: "Colour roles of \(clone.id)", rowHeader: "Role", columns: ["Light", "Dark", "Source"])
        for color in clone.colors {
            let label = color.role + (color.reference.map { " (@\($0))" } ?? "")
            var light = swatch(color.light, colorSpace: color.colorSpace, label: "\(color.role), light:")
            var dark = swatch(color.dark, colorSpace: color.colorSpace, label: "\(color.role), dark:")
            let change = clone.change?.changes.color(color.role)
            if let change {
                // Only the appearance that changed gets its earlier colour.
                let before = change.before
                if before == nil || before?.light?.hexString != color.light?.hexString
                    || before?.colorSpace != color.colorSpace
                {
                    light += was(
                        swatch(before?.light, colorSpace: before?.colorSpace, label: "\(color.role), light, was"))
                }
                if before == nil || before?.dark?.hexString != color.dark?.hexString
                    || before?.colorSpace != color.colorSpace
                {
                    dark += was(swatch(before?.dark, colorSpace: before?.colorSpace, label: "\(color.role), dark, was"))
                }
            }
            var sources = source(color.source)
            if color.darkSource != color.source { sources += "<br>dark: " + source(color.darkSource) }
            html += tableRow(label, [light, dark, sources], changed: change != nil)
        }
        return html + "</tbody></table>\n"
    }

    private func contrastTable(_ clone: CloneSheet) -> String {
        guard !clone.contrast.isEmpty else { return "" }
        var html = table(
            "Contrast", caption: "Contrast of \(clone.id)'s colour pairs (WCAG 2.x), as validate checks it",
            rowHeader: "Pair", columns: ["Minimum", "Light", "Dark"])
        for row in clone.contrast {
            html += tableRow(
                "\(row.pair.foreground) on \(row.pair.background)",
                [
                    "<code>\(minimum(row.pair.minimumRatio))</code>", sample(row.light, appearance: "light"),
                    sample(row.dark, appearance: "dark"),
                ], changed: false)
        }
        return html + "</tbody></table>\n"
    }

    private func flagTable(_ clone: CloneSheet) -> String {
        let changes = clone.change?.changes
        let shown = clone.flags.filter { $0.differsFromDefault || changes?.flag($0.name) != nil }
        guard !shown.isEmpty else {
            return "<h4>Feature flags</h4>\n<p class=\"note\">Every flag has its registry default.</p>\n"
        }
        var html = table(
            "Feature flags", caption: "Feature flags of \(clone.id) that differ from the registry default",
            rowHeader: "Flag", columns: ["Value", "Default", "Source"])
        for flag in shown {
            let before = changes?.flag(flag.name).map {
                was($0.before.map { "<code>\(escaped($0.value.description))</code>" } ?? "not set")
            }
            html += tableRow(
                flag.name,
                [
                    flagValue(flag) + (before ?? ""), "<code>\(escaped(flag.defaultValue.description))</code>",
                    source(flag.source),
                ], changed: before != nil)
        }
        return html + "</tbody></table>\n"
    }

    /// A heading and the start of a table whose rows are headed by their first cell.
    private func table(_ heading: String, caption: String, rowHeader: String, columns: [String]) -> String {
        let headers = columns.map { "<th scope=\"col\">\(escaped($0))</th>" }.joined()
        return """
            <h4>\(escaped(heading))</h4>
            <table>
            <caption class="visually-hidden">\(escaped(caption))</caption>
            <thead><tr><th scope="col">\(escaped(rowHeader))</th>\(headers)</tr></thead>
            <tbody>

            """
    }

    private func tableRow(_ label: String, _ cells: [String], changed: Bool) -> String {
        let cellHTML = cells.map { "<td>\($0)</td>" }.joined()
        return "<tr\(changed ? " class=\"changed\"" : "")><th scope=\"row\">\(escaped(label))</th>\(cellHTML)</tr>\n"
    }

    /// A source as `<code>path:line</code>`, or `default`/`system` as words; `—` when the value is not set.
    private func source(_ text: String?) -> String {
        guard let text else { return "<span class=\"note\">—</span>" }
        return text.contains(":") ? "<code>\(escaped(text))</code>" : "<span class=\"note\">\(escaped(text))</span>"
    }
}
