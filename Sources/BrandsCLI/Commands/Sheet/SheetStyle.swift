/// The one stylesheet of a brand sheet, inlined in its `<style>` element.
///
/// The page's own text keeps a contrast of at least 7:1 on its backgrounds (`#1d1d1f` and `#4a4a50` on white and
/// `#f4f4f6`); verdicts are words, not only colours. No web fonts, no images, no network.
enum SheetStyle {
    /// The CSS.
    static let css = """
        :root { color-scheme: light; --ink: #1d1d1f; --muted: #4a4a50; --line: #d8d8de; --paper: #ffffff;
          --page: #f4f4f6; --accent: #0842a0; --pass-ink: #0b5a2a; --pass-bg: #e2f4e8; --fail-ink: #9b111e;
          --fail-bg: #fde7e9; --warn-ink: #6b4500; --warn-bg: #fff1d1; --change-ink: #5b2a86; --change-bg: #f1e8fb; }
        * { box-sizing: border-box; }
        html { background: var(--page); }
        body { margin: 0 auto; max-width: 1280px; padding: 32px 24px 48px; color: var(--ink);
          font: 15px/1.45 -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; }
        h1 { font-size: 30px; margin: 0 0 4px; letter-spacing: -0.01em; }
        h2 { font-size: 21px; margin: 40px 0 12px; }
        h3 { font-size: 22px; margin: 0; }
        h4 { font-size: 13px; margin: 22px 0 8px; text-transform: uppercase; letter-spacing: 0.06em; color: var(--muted); }
        p { margin: 0 0 8px; }
        a { color: var(--accent); }
        code { font: 13px/1.4 ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace; }
        .lead { color: var(--muted); font-size: 16px; }
        .summary { display: flex; flex-wrap: wrap; gap: 8px; margin: 14px 0 0; padding: 0; list-style: none; }
        .badge { display: inline-block; padding: 2px 10px; border-radius: 999px; font-size: 13px; font-weight: 600;
          background: var(--page); border: 1px solid var(--line); white-space: nowrap; }
        .badge.pass { color: var(--pass-ink); background: var(--pass-bg); border-color: #b5e0c3; }
        .badge.fail, .badge.error { color: var(--fail-ink); background: var(--fail-bg); border-color: #f3b9c0; }
        .badge.warning { color: var(--warn-ink); background: var(--warn-bg); border-color: #f0d08a; }
        .badge.note { color: var(--muted); }
        .badge.changed, .badge.added, .badge.removed { color: var(--change-ink); background: var(--change-bg);
          border-color: #d7c0ee; }
        nav ul { display: flex; flex-wrap: wrap; gap: 8px; margin: 20px 0 0; padding: 0; list-style: none; }
        nav a { display: inline-block; padding: 4px 14px; border-radius: 999px;
          background: var(--paper); border: 1px solid var(--line); text-decoration: none; color: var(--ink); }
        .scroll { overflow-x: auto; background: var(--paper); border: 1px solid var(--line); border-radius: 14px; }
        table { border-collapse: collapse; width: 100%; }
        caption { text-align: left; padding: 12px 14px 4px; color: var(--muted); font-size: 13px; }
        .visually-hidden { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden;
          clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
        th, td { text-align: left; vertical-align: top; padding: 8px 14px; border-top: 1px solid var(--line); }
        thead th { border-top: 0; font-size: 13px; color: var(--muted); }
        th[scope="row"] { font-weight: 600; white-space: nowrap; }
        .grid thead th { color: var(--ink); font-size: 15px; }
        .grid td code { overflow-wrap: anywhere; }
        .grid th .note { display: block; font-weight: 400; }
        .grid th[scope="row"] { position: sticky; left: 0; background: var(--paper); }
        .grid th[scope="rowgroup"] { background: var(--page); font-size: 13px; text-transform: uppercase;
          letter-spacing: 0.06em; color: var(--muted); }
        .grid img, .grid .placeholder { width: 48px; height: 48px; border-radius: 11px; }
        .apart code { font-weight: 700; color: #0a3a8c; background: #e4edff; padding: 1px 7px; border-radius: 6px; }
        .default { color: var(--muted); }
        .changed { background: var(--change-bg); }
        .was { display: block; color: var(--change-ink); font-size: 13px; margin-top: 4px; }
        .was del { text-decoration: line-through; }
        .card { background: var(--paper); border: 1px solid var(--line); border-radius: 18px; padding: 24px;
          margin: 0 0 24px; box-shadow: 0 1px 2px rgba(0, 0, 0, 0.04); }
        .card > header { display: flex; gap: 20px; align-items: center; }
        .card > header img, .card > header .placeholder { width: 104px; height: 104px; border-radius: 23px;
          flex: none; box-shadow: 0 1px 3px rgba(0, 0, 0, 0.18); }
        .card .meta { color: var(--muted); margin: 4px 0 8px; }
        .card .meta code { color: var(--ink); }
        .card .badges { display: flex; flex-wrap: wrap; gap: 6px; }
        .columns { display: grid; grid-template-columns: repeat(auto-fit, minmax(360px, 1fr)); gap: 0 28px; }
        .card table { font-size: 14px; }
        .card th, .card td { padding: 7px 10px 7px 0; }
        .placeholder { display: flex; align-items: center; justify-content: center; text-align: center;
          background: repeating-linear-gradient(45deg, #eeeef2, #eeeef2 8px, #e2e2e8 8px, #e2e2e8 16px);
          border: 2px dashed #8e8e96; color: var(--ink); font-size: 12px; font-weight: 600; line-height: 1.2;
          padding: 4px; }
        .color { display: inline-flex; align-items: center; gap: 8px; white-space: nowrap; }
        .swatch { display: inline-block; width: 28px; height: 28px; border-radius: 7px; flex: none;
          border: 1px solid rgba(0, 0, 0, 0.22); box-shadow: inset 0 0 0 1px rgba(255, 255, 255, 0.35); }
        .grid .swatch { width: 22px; height: 22px; border-radius: 6px; }
        .grid .sample { min-width: 44px; padding: 4px 8px; font-size: 15px; }
        .grid .color { gap: 6px; }
        .pair { display: flex; flex-direction: column; gap: 4px; }
        .note { color: var(--muted); font-size: 13px; }
        .sample { display: inline-block; min-width: 64px; padding: 6px 12px; border-radius: 8px; font-weight: 700;
          font-size: 17px; border: 1px solid rgba(0, 0, 0, 0.22); text-align: center; }
        .verdict { font-weight: 700; }
        .verdict.pass { color: var(--pass-ink); }
        .verdict.fail { color: var(--fail-ink); }
        .missing { color: var(--fail-ink); font-weight: 600; }
        .findings { list-style: none; margin: 0; padding: 0; }
        .findings li { padding: 8px 12px; border-radius: 10px; margin: 0 0 6px; background: var(--page);
          border-left: 4px solid var(--line); }
        .findings li.error { background: var(--fail-bg); border-left-color: var(--fail-ink); }
        .findings li.warning { background: var(--warn-bg); border-left-color: #b57a00; }
        .findings .severity { font-weight: 700; text-transform: uppercase; font-size: 12px; margin-right: 6px; }
        .findings .rule { color: var(--muted); }
        footer { margin-top: 40px; color: var(--muted); font-size: 13px; }
        @media print { html { background: #fff; } .card { break-inside: avoid; box-shadow: none; } }
        """
}
