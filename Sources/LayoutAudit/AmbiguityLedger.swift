import Foundation

/// The views of one file whose place the constraints leave ambiguous (AL2.4), and the
/// observations the audit left out because they rest on such a place
/// (``AuditedLayout/restsOnAmbiguity(_:)``), gathered by view: one `note:` per view, so that an
/// ambiguous view the audit cannot place is said, not silence (issue 31):
///
/// ```
/// note: t.yaml:9:11: 'loose' (UIView): its width and height are not fixed by its constraints in
///   2 environments, so nothing resting on them is reported (`safearea inspect` lists the
///   layout's issues)
/// ```
///
/// When a rule found something there, the note names it: `… so control_in_status_bar is not
/// reported for it there …`.
struct AmbiguityLedger {
  private struct Entry {
    var attributes: [String] = []
    var rules: [String] = []
    var positions: Set<Int> = []
    var others = 0

    mutating func add(attributes: [String], position: Int?) {
      for attribute in attributes where !self.attributes.contains(attribute) {
        self.attributes.append(attribute)
      }
      if let position { positions.insert(position) } else { others += 1 }
    }

    mutating func add(rule: String) {
      if !rules.contains(rule) { rules.append(rule) }
    }
  }

  // Lookups only; notes are sorted by view. Entries are changed in place
  // (`entries[view, default:]`): an entry copied out and stored back would share its
  // `positions` with the dictionary's copy, so every insertion copied the whole set — quadratic
  // in a view's ambiguous environments (7 % of project mode's CPU on IQKeyboardManager's demo).
  private var entries: [ViewReference: Entry] = [:]

  /// Records that `view`'s own `attributes` are ambiguous in the environment at `position` of
  /// the matrix (`nil`: outside it).
  mutating func add(_ view: ViewReference, attributes: [String], position: Int?) {
    entries[view, default: Entry()].add(attributes: attributes, position: position)
  }

  /// Records that `rule`'s `observation` was left out because it rests on an ambiguous place.
  mutating func add(_ observation: Observation, rule: RuleIdentifier) {
    entries[observation.view, default: Entry()].add(rule: rule.rawValue)
  }

  /// One note per view, in view order (file, line, column, id, class). A view whose own place is
  /// fixed (an observation left out for an ancestor's ambiguity) is noted at the ancestor.
  var notes: [String] {
    let order = ["x", "y", "width", "height"]
    return entries.keys.sorted().compactMap { view in
      guard let entry = entries[view], !entry.attributes.isEmpty else { return nil }
      let count = max(1, entry.positions.count + entry.others)
      let attributes = entry.attributes.sorted {
        (order.firstIndex(of: $0) ?? order.count, $0) < (
          order.firstIndex(of: $1) ?? order.count, $1
        )
      }
      let named =
        attributes.count == 1
        ? attributes[0]
        : attributes.dropLast().joined(separator: ", ") + " and " + (attributes.last ?? "")
      let location = view.file.isEmpty ? "" : "\(view.file):\(view.line):\(view.column): "
      let rules = entry.rules.sorted()
      let what =
        rules.isEmpty
        ? "nothing resting on \(attributes.count == 1 ? "it" : "them") is reported"
        : rules.joined(separator: ", ") + " \(rules.count == 1 ? "is" : "are") not reported"
          + " for it there"
      return location + "\(view.phrase): its \(named) \(attributes.count == 1 ? "is" : "are")"
        + " not fixed by its constraints in \(count) environment\(count == 1 ? "" : "s"), so "
        + what + " (`safearea inspect` lists the layout's issues)"
    }
  }
}
