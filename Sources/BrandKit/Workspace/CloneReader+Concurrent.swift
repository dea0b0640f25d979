import XCConfig

extension CloneReader {
    /// How many clones one task reads: enough that the shared files each task reads again cost little.
    static let clonesPerTask = 32

    /// `definitions`, read on every core, in order; the documents' problems are recorded as reading them one after
    /// the other would record them.
    ///
    /// The first clone is read alone, so that the files every clone shares (`Base.xcconfig`, the project's) are in
    /// the cache each task starts from. Each task then reads a run of clones with its own copy of the cache; a file
    /// two tasks both read is parsed by each, and its problems, the same both times, are kept once.
    ///
    /// Clones whose ids `fullyRead` leaves out (when given) are read without their resources.
    func read(_ definitions: [CloneDefinition], fullyRead: Set<String>? = nil, documents: inout DocumentReader)
        -> [LoadedClone]
    {
        guard let first = definitions.first else { return [] }
        var clones = [read(first, fullyRead: fullyRead, documents: &documents)]
        let rest = definitions.dropFirst()
        guard rest.count > Self.clonesPerTask else {
            clones += rest.map { read($0, fullyRead: fullyRead, documents: &documents) }
            return clones
        }
        let runs = stride(from: rest.startIndex, to: rest.endIndex, by: Self.clonesPerTask).map {
            Array(rest[$0..<Swift.min($0 + Self.clonesPerTask, rest.endIndex)])
        }
        var start = documents
        start.diagnostics = []
        let shared = start
        let results = runs.concurrentMap { run -> ([LoadedClone], [Diagnostic]) in
            var own = shared
            let read = run.map { self.read($0, fullyRead: fullyRead, documents: &own) }
            return (read, own.diagnostics)
        }
        for (read, diagnostics) in results {
            clones += read
            documents.recordOnce(diagnostics)
        }
        return clones
    }

    /// `definition` read, with its resources unless `fullyRead` leaves its id out.
    private func read(_ definition: CloneDefinition, fullyRead: Set<String>?, documents: inout DocumentReader)
        -> LoadedClone
    {
        var reader = self
        reader.readsResources = fullyRead?.contains(definition.id) ?? true
        return reader.read(definition, documents: &documents)
    }
}
