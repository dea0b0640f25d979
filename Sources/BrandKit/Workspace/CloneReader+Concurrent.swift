import Support
import XCConfig

extension CloneReader {
    /// How many clones one task reads: enough that the shared files each task reads again cost little.
    static let clonesPerTask = 32

    /// `definitions`, read on every core, in order; the documents' problems are recorded as reading them one after
    /// the other would record them.
    ///
    /// Clones whose ids `fullyRead` leaves out (when given) are read without their resources.
    func read(_ definitions: [CloneDefinition], fullyRead: Set<String>? = nil, documents: inout DocumentReader)
        -> [LoadedClone]
    {
        read(definitions, fullyRead: fullyRead, runLength: Self.clonesPerTask, documents: &documents) { $0 }
            .flatMap { $0 }
    }

    /// What `finish` made of each run of `runLength` clones of `definitions`, in order, the runs read on every core.
    ///
    /// Each run is handed to `finish` on the core that read it as soon as it is read. The documents' problems are
    /// recorded as reading the clones one after the other would record them.
    ///
    /// Past one run, the first clone is read alone, so that the files every clone shares (`Base.xcconfig`, the
    /// project's) are in the cache each task starts from. Each task then reads a run of clones with its own copy of
    /// the cache; a file two tasks both read is parsed by each, and its problems, the same both times, are kept once.
    /// A run's clones and its cache are released when `finish` returns, so that what a caller keeps of them is all
    /// that stays.
    func read<Finished: Sendable>(
        _ definitions: [CloneDefinition], fullyRead: Set<String>? = nil, runLength: Int,
        documents: inout DocumentReader, finish: @Sendable ([LoadedClone]) -> Finished
    ) -> [Finished] {
        guard let first = definitions.first else { return [] }
        // A workspace no larger than a run is one run, read on this core: no cache to share, no task to start.
        guard definitions.count > runLength else {
            return [finish(definitions.map { read($0, fullyRead: fullyRead, documents: &documents) })]
        }
        var finished = [finish([read(first, fullyRead: fullyRead, documents: &documents)])]
        let rest = definitions.dropFirst()
        guard rest.count > runLength else {
            if !rest.isEmpty {
                finished.append(finish(rest.map { read($0, fullyRead: fullyRead, documents: &documents) }))
            }
            return finished
        }
        let runs = stride(from: rest.startIndex, to: rest.endIndex, by: runLength).map {
            Array(rest[$0..<Swift.min($0 + runLength, rest.endIndex)])
        }
        var start = documents
        start.diagnostics = []
        let shared = start
        let results = runs.concurrentMap { run -> (Finished, [Diagnostic]) in
            var own = shared
            let read = run.map { self.read($0, fullyRead: fullyRead, documents: &own) }
            return (finish(read), own.diagnostics)
        }
        for (run, diagnostics) in results {
            finished.append(run)
            documents.recordOnce(diagnostics)
        }
        return finished
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
