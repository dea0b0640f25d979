import BrandFormats
import Foundation
import Testing

@testable import BrandsCLI

/// `brands` works out today's date in UTC by arithmetic; it must give the day Foundation's Gregorian calendar gives.
@Suite struct TodayTests {
    /// The day Foundation's Gregorian calendar in UTC gives for `seconds` after 1970.
    static func foundationDay(_ seconds: Double) -> CalendarDay {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.year, .month, .day], from: Date(timeIntervalSince1970: seconds))
        return CalendarDay(year: parts.year!, month: parts.month!, day: parts.day!)
    }

    /// Every eleventh day from 1601 to 2501 at a time of day that moves with it, so that every month, leap years and
    /// the centuries that are not leap years (1700, 1900, 2100) are met.
    @Test func everyEleventhDayMatchesFoundation() {
        var mismatches: [String] = []
        let start = -11_644_473_600.0  // 1601-01-01T00:00:00Z
        for step in 0..<29_900 {
            let seconds = start + Double(step) * 11 * 86_400 + Double(step % 86_400)
            let expected = Self.foundationDay(seconds)
            let found = BrandsCommandLine.utcDay(secondsSince1970: seconds)
            if found != expected { mismatches.append("\(seconds): \(found) instead of \(expected)") }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }

    /// The edges of days, years and centuries give their day.
    ///
    /// The first and last second of a day, leap days, the turn of a year and of a century, and moments before 1970,
    /// whose days are rounded down, not towards zero. The days were worked out with Python's `datetime`, whose
    /// calendar is also Gregorian before 1582; Foundation's is Julian there, so it is compared after.
    @Test(arguments: [
        (0.0, "1970-01-01"), (86_399.999, "1970-01-01"), (86_400.0, "1970-01-02"), (-0.5, "1969-12-31"),
        (-86_400.0, "1969-12-31"), (-86_400.5, "1969-12-30"), (951_782_400.0, "2000-02-29"),
        (951_868_799.0, "2000-02-29"), (951_868_800.0, "2000-03-01"), (-2_203_977_600.0, "1900-02-28"),
        (-2_203_891_200.0, "1900-03-01"),
        (4_107_542_399.0, "2100-02-28"), (4_107_542_400.0, "2100-03-01"), (1_798_761_599.0, "2026-12-31"),
        (1_798_761_600.0, "2027-01-01"), (1_796_083_200.0, "2026-12-01"), (-62_135_596_800.0, "0001-01-01"),
    ])
    func edgesGiveTheirDay(seconds: Double, day: String) {
        #expect(BrandsCommandLine.utcDay(secondsSince1970: seconds) == CalendarDay(day))
        if seconds > -11_644_473_600 { #expect(Self.foundationDay(seconds) == CalendarDay(day)) }
    }

    /// `BRANDS_TODAY` names the day instead, so that runs can be reproduced; a malformed one is not used.
    @Test func theEnvironmentNamesTheDay() {
        #expect(BrandsCommandLine.today(environment: ["BRANDS_TODAY": "2024-02-29"]) == CalendarDay("2024-02-29"))
        let now = BrandsCommandLine.utcDay(secondsSince1970: Date().timeIntervalSince1970)
        let unused = BrandsCommandLine.today(environment: ["BRANDS_TODAY": "2023-02-29"])
        // Unless the test runs across midnight in UTC, the malformed day gives way to today.
        #expect(unused == now || unused == BrandsCommandLine.utcDay(secondsSince1970: Date().timeIntervalSince1970))
    }
}
