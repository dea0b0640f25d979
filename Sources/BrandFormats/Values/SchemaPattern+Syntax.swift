extension SchemaPattern {
    /// A parsed pattern of the subset.
    indirect enum Node {
        /// Nothing: an empty alternative or group.
        case empty
        /// One character of a set (a literal is a set of one).
        case character(ByteSet)
        /// `^`: the start of the value (no multiline mode in the subset).
        case lineStart
        /// `$`: the end of the value, or before a line terminator that ends it.
        case lineEnd
        /// Nodes one after another.
        case sequence([Node])
        /// Alternatives, tried left to right.
        case alternation([Node])
        /// `( )` or `(?: )`: captures mean nothing to a whole-value match, so both are the same here.
        case group(Node)
        /// A node with a quantifier.
        case repetition(Node, Quantifier)

        /// The fewest characters the node can match: 0 when it can match the empty string.
        var minimumLength: Int {
            switch self {
            case .empty, .lineStart, .lineEnd: 0
            case .character: 1
            case .sequence(let nodes): nodes.reduce(0) { $0 + $1.minimumLength }
            case .alternation(let nodes): nodes.map(\.minimumLength).min() ?? 0
            case .group(let node): node.minimumLength
            case .repetition(let node, let quantifier):
                switch quantifier.kind {
                case .star, .optional: 0
                case .plus: node.minimumLength
                case .interval(let minimum, _): minimum * node.minimumLength
                }
            }
        }
    }

    /// `*`, `+`, `?` or `{n}`, `{n,}`, `{n,m}`, each greedy or lazy (with a trailing `?`).
    struct Quantifier {
        /// Which quantifier.
        enum Kind: Equatable {
            /// `*`.
            case star
            /// `+`.
            case plus
            /// `?`.
            case optional
            /// `{minimum,maximum}`; no maximum for `{n,}`. ICU compiles these apart from `*`, `+` and `?`, with
            /// different loop checks, so they stay apart here.
            case interval(minimum: Int, maximum: Int?)
        }

        /// Which quantifier.
        var kind: Kind
        /// Whether it is lazy (`*?`, `{2,}?`).
        var isLazy: Bool
    }

    /// Why a pattern is outside the subset: the caller then asks `NSRegularExpression`, which may accept it, or not.
    struct OutsideSubset: Error {}
}
