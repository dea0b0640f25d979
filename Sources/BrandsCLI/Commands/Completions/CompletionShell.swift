/// The shells `brands completions` writes a script for.
enum CompletionShell: String, CaseIterable, Hashable, Sendable, ArgumentValue {
    case bash
    case zsh
    case fish

    /// The script for the commands of `table`.
    func script(for table: CompletionTable) -> String {
        switch self {
        case .bash: BashCompletionScript.render(table)
        case .zsh: ZshCompletionScript.render(table)
        case .fish: FishCompletionScript.render(table)
        }
    }
}
