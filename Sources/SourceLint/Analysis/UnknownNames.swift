import DeviceCatalog
import Foundation

/// Names of the run read by their name alone, each with the first place it was read; safe to
/// share between threads (the first place is the least, so the notes do not depend on them).
final class UnknownNames: @unchecked Sendable {
  private var places: [String: SourceLocation] = [:]  // lookups only; `notes` sorts
  private let lock = NSLock()

  func record(_ name: String, at location: SourceLocation) {
    lock.lock()
    defer { lock.unlock() }
    if let known = places[name], known < location { return }
    places[name] = location
  }

  /// One note per name, at its first place.
  var notes: [LintNote] {
    lock.lock()
    defer { lock.unlock() }
    return places.map { name, location in
      LintNote(
        location: location,
        message: "'\(name)' is not defined in the files linted; read as the main screen's "
          + (NameMeaning.screenDimension(name) == .screenWidth ? "width" : "height")
          + " by its name (lint its header too to check it)",
        isUnreadable: false)
    }.sorted { $0.location < $1.location }
  }
}
