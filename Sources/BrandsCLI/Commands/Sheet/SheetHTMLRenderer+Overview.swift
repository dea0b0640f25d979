import BrandKit

/// The side-by-side view: one column per clone, one row per value, so drift between brands shows at a glance.
extension SheetHTMLRenderer {
    /// The table, in a section of its own.
    func overview() -> String {
        let clones = sheet.clones
        var html = """
            <section aria-labelledby="side-by-side">
            <h2 id="side-by-side">Side by side</h2>
            <div class="scroll">
            <table class="grid">
            <caption>Every clone in the \(escaped(sheet.configuration)) configuration, one column each. Highlighted flags differ from the registry default\(sheet.baseline == nil ? "" : "; shaded cells changed since \(escaped(sheet.baseline?.revision ?? ""))").</caption>
            <thead><tr><th scope="col">Value</th>
            """
        for clone in clones {
            let added: String
            switch clone.change {
            case .added?: added = " <span class=\"badge added\">added</span>"
            case .changed(let changes)? where !changes.isEmpty: added = " <span class=\"badge changed\">changed</span>"
            default: added = ""
            }
            html +=
                "<th scope=\"col\"><a href=\"#\(anchor(clone.id))\">\(escaped(clone.id))</a>\(added)</th>"
        }
        html += "</tr></thead>\n"
        html += group("Identity")
        html += row("App icon") { clone in
            let changed = clone.change?.changes.iconChanged == true
            return (icon(clone.icon, clone: clone.id) + (changed ? "<span class=\"was\">changed</span>" : ""), changed)
        }
        for name in SheetField.Name.allCases {
            html += row(name.rawValue) { clone in
                let value = clone.field(name)?.value.map { "<code>\(escaped($0))</code>" } ?? notSet
                guard let change = clone.change?.changes.identity(name) else { return (value, false) }
                return (value + was(change.before?.value.map { "<code>\(escaped($0))</code>" } ?? "not set"), true)
            }
        }
        html += "</tbody>\n" + group("Colours (light above dark)")
        for role in sheet.colorRoles {
            html += row(role) { clone in
                let value = colorPair(clone.color(role))
                guard let change = clone.change?.changes.color(role) else { return (value, false) }
                return (value + was(change.before.map { colorPair($0) } ?? "not set"), true)
            }
        }
        html += "</tbody>\n" + group("Contrast (light above dark)")
        for pair in sheet.contrastPairs {
            let label = "\(pair.foreground) on \(pair.background)"
            html += row(label, detail: "at least \(minimum(pair.minimumRatio))") { clone in
                let measured = clone.contrast.first { $0.pair == pair }
                return (
                    "<span class=\"pair\">\(sample(measured?.light, appearance: "light"))\(sample(measured?.dark, appearance: "dark"))</span>",
                    false
                )
            }
        }
        html += "</tbody>\n" + group("Fonts")
        for style in sheet.fontStyles {
            html += row(style) { clone in
                guard let font = clone.font(style) else { return (notSet, false) }
                let value = "\(fontText(font))<br><span class=\"note\">\(availability(font))</span>"
                guard let change = clone.change?.changes.font(style) else { return (value, false) }
                return (value + was(change.before.map(fontText) ?? "not set"), true)
            }
        }
        html += "</tbody>\n" + group("Feature flags")
        for flag in sheet.flags {
            let defaultValue = clones.lazy.compactMap { $0.flag(flag) }.first?.defaultValue.description
            html += row(flag, detail: defaultValue.map { "default \($0)" }) { clone in
                let value = flagValue(clone.flag(flag))
                guard let change = clone.change?.changes.flag(flag) else { return (value, false) }
                return (
                    value + was(change.before.map { "<code>\(escaped($0.value.description))</code>" } ?? "not set"),
                    true
                )
            }
        }
        html += "</tbody>\n" + group("Validation")
        html += row("Findings") { (findingsBadge($0.findings), false) }
        return html + "</tbody>\n</table>\n</div>\n</section>\n"
    }

    /// `not set`, for a value a clone does not have.
    var notSet: String { "<span class=\"missing\">not set</span>" }

    /// Opens a row group headed `title`.
    private func group(_ title: String) -> String {
        "<tbody>\n<tr><th scope=\"rowgroup\" colspan=\"\(sheet.clones.count + 1)\">\(escaped(title))</th></tr>\n"
    }

    /// A row headed `label` with one cell per clone; `cell` gives the cell's HTML and whether it changed.
    private func row(
        _ label: String, detail: String? = nil, cell: (CloneSheet) -> (html: String, changed: Bool)
    ) -> String {
        let note = detail.map { "<span class=\"note\">\(escaped($0))</span>" } ?? ""
        var html = "<tr><th scope=\"row\">\(escaped(label))\(note)</th>"
        for clone in sheet.clones {
            let (content, changed) = cell(clone)
            html += changed ? "<td class=\"changed\">\(content)</td>" : "<td>\(content)</td>"
        }
        return html + "</tr>\n"
    }
}
