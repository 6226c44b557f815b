/// Words for an evaluation: `wrong on 41 of 87 devices in portrait under their newest iOS and on
/// 83 in some orientation or iOS: 34 pt short on iPhone Duo (outer display) (iOS 27), …; wrong in
/// 640 of 898 device × orientation × iOS cells`.
///
/// The headline counts devices in portrait under the newest iOS each runs (the layout most
/// users see) and says so, then the devices wrong in any cell (``EvaluationCounts/wrongDevices``,
/// the JSON's `wrongDevices`); a last clause counts every cell of the matrix.
enum EvaluationSummary {
  static func text(
    cells: [EvaluatedCell], metric: LayoutMetric?, failure: CannotEvaluate?, assumptions: [String],
    unread: [String: String] = [:], devices: String = "devices", isScaleFactor: Bool = false
  ) -> String {
    let evaluated = cells.filter { $0.value != nil }
    guard !evaluated.isEmpty else {
      return "cannot evaluate: " + (failure?.reason ?? "no device fact")
    }
    let headline = newestPortrait(evaluated)
    var text: String
    if metric != nil {
      let wrong = headline.filter(\.isWrong)
      let wrongCells = evaluated.filter(\.isWrong)
      // The headline says what it counts, and the devices wrong in any cell (the JSON's
      // `wrongDevices`) follow it: "wrong on 41 of 87 devices" of a flag false in landscape was
      // wrong on 83 (measurement S, 67 of 81 evaluations).
      let wrongAnywhere = Set(wrongCells.map(\.device)).count
      if wrong.isEmpty {
        text = "right on all \(headline.count) \(devices) in portrait under their newest iOS"
        if wrongAnywhere > 0 { text += "; wrong on \(wrongAnywhere) in some orientation or iOS" }
      } else {
        let examples = wrong.reversed().prefix(3).map(describe).joined(separator: ", ")
        text =
          "wrong on \(wrong.count) of \(headline.count) \(devices) in portrait under their newest"
          + " iOS and on \(wrongAnywhere) in some orientation or iOS: \(examples)"
          + (wrong.count > 3 ? ", …" : "")
      }
      text +=
        "; wrong in \(wrongCells.count) of \(evaluated.count) device × orientation × iOS cells"
    } else {
      let trueCells = headline.filter { $0.value?.truth == true }
      if evaluated.allSatisfy({
        if case .boolean = $0.value { return true }
        return false
      }) {
        let names = trueCells.map(\.device)
        text =
          "true on \(trueCells.count) of \(headline.count) \(devices) in portrait under their"
          + " newest iOS"
        if !names.isEmpty {
          text += ": " + names.prefix(4).joined(separator: ", ") + (names.count > 4 ? ", …" : "")
        }
      } else {
        let numbers = evaluated.compactMap { cell -> Double? in
          if case .number(let value) = cell.value { return value }
          return nil
        }
        if let low = numbers.min(), let high = numbers.max() {
          let range = "\(LintValue.format(low))–\(LintValue.format(high))"
          // A ratio (a screen measure over a design size) has no unit (measurement J).
          text =
            isScaleFactor
            ? "evaluates to a scale of \(range) (a screen measure over a design size, no unit)"
              + " over the catalog"
            : "evaluates to \(range) pt over the catalog"
        } else {
          text = "evaluated on \(evaluated.count) cells"
        }
      }
    }
    if evaluated.count < cells.count {
      text += "; cannot evaluate in \(cells.count - evaluated.count) cells"
      if let failure { text += " (\(failure.reason))" }
    }
    if !assumptions.isEmpty {
      // What rests on an assumption says so first: the claim is conditional (issue 29: "right
      // on all 86 devices" of a flag whose body was not linted, and that was true on three).
      var clauses: [String] = []
      // A name defined in the run whose body was not read says where it is: "not defined"
      // would be false (issue 29, measurement G: `UIDevice.current.hasNotch`).
      func named(_ name: String) -> String {
        if let said = unread[name] { return "'\(name)' \(said)" }
        return "'\(name)' (not defined in the files linted)"
      }
      let flags = assumptions.filter {
        NameMeaning.screenDimension($0) == nil && NameMeaning.screenSide($0) == nil
          && NameMeaning.oneSizeHeights($0) == nil
      }
      if !flags.isEmpty {
        clauses.append(
          flags.map(named).joined(separator: ", ") + " "
            + (flags.count == 1 ? "is" : "are") + " true exactly on devices with a sensor housing")
      }
      for name in assumptions where NameMeaning.screenDimension(name) != nil {
        let side = NameMeaning.screenDimension(name) == .screenWidth ? "width" : "height"
        clauses.append("\(named(name)) is the main screen's \(side)")
      }
      for name in assumptions {
        guard let heights = NameMeaning.oneSizeHeights(name), !NameMeaning.isNotchName(name)
        else { continue }
        let sizes = heights.map { LintValue.format($0) }.joined(separator: " or ")
        clauses.append(
          "\(named(name)) is true exactly on screens \(sizes) pt tall (its name's size)")
      }
      for name in assumptions where NameMeaning.screenSide(name) != nil {
        let side = NameMeaning.screenSide(name) == "MAX" ? "longer" : "shorter"
        clauses.append("\(named(name)) is the main screen's \(side) side")
      }
      text = "if " + clauses.joined(separator: " and ") + ": " + text
    }
    return text
  }

  /// One cell per device: portrait under the newest iOS version evaluated.
  static func newestPortrait(_ cells: [EvaluatedCell]) -> [EvaluatedCell] {
    var result: [EvaluatedCell] = []
    for cell in cells where cell.orientation == "portrait" {
      if let last = result.last, last.device == cell.device {
        if cell.ios > last.ios { result[result.count - 1] = cell }
      } else {
        result.append(cell)
      }
    }
    return result
  }

  /// `28 pt short on iPhone 16 Pro (iOS 26)` or `false on iPhone 14 Pro (iOS 26)`.
  static func describe(_ cell: EvaluatedCell) -> String {
    let place = "\(cell.device) (iOS \(cell.ios))"
    switch (cell.value, cell.expected) {
    case (.number(let value)?, .number(let expected)?):
      let difference = expected - value
      let amount = LintValue.format(abs(difference))
      return difference > 0 ? "\(amount) pt short on \(place)" : "\(amount) pt too much on \(place)"
    case (let value?, _):
      return "\(value.text) on \(place)"
    default:
      return place
    }
  }
}
