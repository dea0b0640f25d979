import Testing

/// A file of one brand ticked into another brand's target in a copy of the sample is reported at the build file
/// that makes it a member, in the project file.
@Suite struct MembershipPlantedTests {
    @Test func anotherBrandsFontInATargetIsReportedAtItsBuildFile() {
        let (project, line) = PlantedMistake.project(copying: "NordSans-Italic.ttf in Resources", into: "SBT")
        #expect(line > 0)
        let mistake = PlantedMistake(
            name: "NWD's font in SBT", changes: [PlantedMistake.projectFile: project], rule: "foreign_target_member",
            file: PlantedMistake.projectFile, line: line,
            messageContains: "'Brands/NWD/Fonts/NordSans-Italic.ttf' is in NWD's folder but is a member of target "
                + "'SBT' of clone SBT")
        let all = mistake.findings()
        let findings = all.filter { $0.rule == mistake.rule }
        #expect(findings.count == 1, "\(all)")
        #expect(findings.first?.file == mistake.file)
        #expect(findings.first?.line == mistake.line, "\(findings)")
        #expect(findings.first?.message.contains(mistake.messageContains) == true, "\(findings)")
    }
}
