extension SwiftExpressionConverter {
  /// `UIDevice.current.model == "iPhone"`: the device's model name ("Possible examples of model
  /// strings are @"iPhone" and @"iPod touch"", Apple, `UIDevice.model`) tested as the idiom it
  /// stands in for, as Objective-C's `[[UIDevice currentDevice].model
  /// isEqualToString:@"iPhone"]` is (``CExpressionParser/modelNameTest(_:_:at:)``; round U: a
  /// constraint chosen so was not reported in Swift). Nil for any other comparison.
  static func modelNameTest(_ op: String, _ lhs: LintExpression, _ rhs: LintExpression)
    -> LintExpression?
  {
    guard op == "==" || op == "!=" else { return nil }
    let reads: Set<String> = [
      "UIDevice.current.model", "UIDevice.current.localizedModel", "UIDevice().model",
      "UIDevice().localizedModel",
    ]
    for (read, literal) in [(lhs, rhs), (rhs, lhs)] {
      guard case .path(let path) = read.kind, reads.contains(path),
        case .string(let model) = literal.kind
      else { continue }
      let idiom: String
      switch model {
      case "iPad": idiom = "pad"
      case "iPhone", "iPod touch": idiom = "phone"
      default: return nil
      }
      return LintExpression(
        .binary(
          op, LintExpression(.fact(.idiom, path: path), at: read.position),
          LintExpression(.string(idiom), at: literal.position)), at: lhs.position)
    }
    return nil
  }
}
