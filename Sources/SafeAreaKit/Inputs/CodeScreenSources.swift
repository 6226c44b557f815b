import CodeContext
import CodeScreens
import DeviceCatalog
import Findings
import Foundation
import HeadlessUIKit
import InterfaceBuilder
import LayoutAudit
import SceneDocument
import TextEscaping
import XcodeProject

/// Code screens as layout sources: the library reads them; here they become sources.
public enum CodeScreenSources {
  /// The screens of the source files `files` (read together), each with the context and notes
  /// of its first layout (the newest phone in portrait).
  public static func load(_ files: [String], messages: Messages = .standardError) throws
    -> [LayoutSource]
  {
    let loaded: (screens: [CodeScreen], notes: [CodeNote])
    do {
      loaded = try CodeScreens.load(paths: files)
    } catch {
      throw InputError(description: error.description)
    }
    for note in loaded.notes { messages.note(note.description) }
    if files.count == 1, loaded.screens.isEmpty, let file = files.first {
      messages.note(
        "note: \(file) declares no UIViewController or UIView subclass the reader recognises;"
          + " nothing to lay out")
    }
    return try MainActor.assumeIsolated { () throws -> [LayoutSource] in
      try loaded.screens.map { screen in
        let first = try screen.layout(in: CodeScreens.defaultEnvironment)
        var source = LayoutSource(
          file: screen.file, name: screen.name, kind: .code(screen),
          assumedContext: first.assumedContext, assumesFullScreen: first.assumesFullScreen)
        source.codeNotes = (first.notes + screen.ambiguityNotes(in: CodeScreens.defaultEnvironment))
          .map(\.description)
        return source
      }
    }
  }
}
