import Support
import XcodeProject

extension ProjectCloneBuilder {
    /// The folders of the repository `target`'s inline scripts read a file from by a path that a setting or variable
    /// completes (`${PROJECT_DIR}/config/${environment}/GoogleService-Info.plist`): the folder the path names before
    /// its first reference, absolute, when it is a folder of the project's (not the project's folder itself).
    ///
    /// Such a phase copies one of the folder's files into the app, chosen by configuration or flavor: trakli's
    /// "Copy Firebase config by flavor" copies `config/<flavor>/GoogleService-Info.plist`, and a change to one touched
    /// no clone. Which file a configuration takes is the script's to say, so the whole folder counts.
    func scriptFolders(of target: ProjectTarget, in project: XcodeProjectModel) -> [String] {
        let projectDirectory = Path.normalize(project.projectDirectory)
        let root = Path.normalize(context.root)
        var folders: [String] = []
        for case let script? in target.buildPhases(of: .shellScript).map({ $0.script?.script }) {
            for word in ScriptStamp.shellWords(script) {
                // An assignment's value (`FILE=${PROJECT_DIR}/config/…`) is a path as much as an argument is.
                let value = word.firstIndex(of: "=").map { String(word[word.index(after: $0)...]) } ?? word
                let relative = ProjectFolderReference.relative(value)
                guard relative != value, let reference = relative.firstIndex(of: "$") else { continue }
                let written = relative[..<reference]
                guard let slash = written.lastIndex(of: "/") else { continue }
                let folder = Path.normalize(Path.join(projectDirectory, String(written[..<slash])))
                guard folder != projectDirectory, folder != root, folder.hasPrefix(root + "/"),
                    !folder.hasSuffix(".xcodeproj"), !folder.hasSuffix(".xcworkspace"),
                    context.fileSystem.isDirectory(folder), !folders.contains(folder)
                else { continue }
                folders.append(folder)
            }
        }
        return folders
    }
}
