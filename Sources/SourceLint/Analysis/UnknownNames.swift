import DeviceCatalog
import Foundation

/// Names of the run read by their name alone, each with the first place it was read; safe to
/// share between threads (the first place is the least, so the notes do not depend on them).
final class UnknownNames: @unchecked Sendable {
  private var places: [String: SourceLocation] = [:]  // lookups only; `notes` sorts
  /// For a name another project of the run defines, a file of that project.
  private var elsewhere: [String: String] = [:]  // lookups only
  private let lock = NSLock()

  func record(_ name: String, at location: SourceLocation, elsewhere file: String? = nil) {
    lock.lock()
    defer { lock.unlock() }
    if let file, elsewhere[name].map({ file < $0 }) ?? true { elsewhere[name] = file }
    if let known = places[name], known < location { return }
    places[name] = location
  }

  /// One note per name, at its first place.
  var notes: [LintNote] {
    lock.lock()
    defer { lock.unlock() }
    return places.map { name, location in
      let dimension =
        NameMeaning.screenSide(name).map { $0 == "MAX" ? "longer side" : "shorter side" }
        ?? (NameMeaning.screenDimension(name) == .screenWidth ? "width" : "height")
      // Defined in another project of the run: names resolve within a project, so it is read
      // by its name here too, and the note says where it is defined (measurement N).
      if let file = elsewhere[name] {
        return LintNote(
          location: location,
          message: "'\(name)' is not defined in this file's project, only in another project "
            + "of the files linted (\(file)); read as the main screen's \(dimension) by its name",
          isUnreadable: false)
      }
      return LintNote(
        location: location,
        message: "'\(name)' is not defined in the files linted; read as the main screen's "
          + dimension + " by its name (lint its header too to check it)",
        isUnreadable: false)
    }.sorted { $0.location < $1.location }
  }
}
