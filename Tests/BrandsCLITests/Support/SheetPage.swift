import Testing

/// A brand sheet read with ``HTMLChecker``, with the look-ups the sheet tests share.
struct SheetPage {
    let checker: HTMLChecker
    let html: String

    init(_ html: String) {
        self.html = html
        checker = HTMLChecker(html)
    }

    /// Problems that make the page ill-formed.
    var errors: [String] { checker.errors }

    /// Every clone card, in page order (removed clones' cards excluded).
    var cards: [HTMLChecker.Element] {
        checker.all { $0.name == "article" && $0.hasClass("card") && $0.attributes["id"]?.hasPrefix("clone-") == true }
    }

    /// The card of `clone`.
    func card(_ clone: String) -> HTMLChecker.Element? { cards.first { $0.attributes["id"] == "clone-" + clone } }

    /// The rows of the table in `card` whose caption starts with `caption`, by the text of their row header.
    func rows(of card: HTMLChecker.Element, caption: String) -> [String: HTMLChecker.Element] {
        let table = card.all("table").first { table in
            table.all("caption").first?.text.hasPrefix(caption) == true
        }
        var rows: [String: HTMLChecker.Element] = [:]
        for row in table?.all("tr") ?? [] {
            guard let header = row.all("th").first, header.attributes["scope"] == "row" else { continue }
            rows[header.text] = row
        }
        return rows
    }

    /// The cells (`td`) of `row`, as text.
    func cells(_ row: HTMLChecker.Element?) -> [String] { row?.all("td").map(\.text) ?? [] }

    /// The findings listed on `card`, as text.
    func findings(of card: HTMLChecker.Element) -> [String] {
        card.all { $0.name == "ul" && $0.hasClass("findings") }.first?.all("li").map(\.text) ?? []
    }
}
