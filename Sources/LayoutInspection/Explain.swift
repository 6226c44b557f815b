import DeviceCatalog
import Foundation
import HeadlessUIKit

/// Why a layout value is what it is: the value, then its derivation step by step, each step with
/// the rule id of `Documentation/UIKitRules.md` behind it.
///
/// ```swift
/// let explanation = try explain("vc.view.safeAreaInsets.top", in: window.snapshot())
/// print(ExplainOutput.text(explanation))
/// // vc.view.safeAreaInsets.top = 88
/// //   on iPhone X, portrait, iOS 11
/// //   top = 88
/// //     + 44 status bar (iPhone X, portrait; …) [R1.2]
/// //     + 44 navigation bar (translucent) … [R3.1]
/// ```
public struct Explanation: Hashable, Sendable {
  /// The path as written, with the edge when one was asked for (`vc.view.safeAreaInsets.top`).
  public var path: String
  /// `iPhone X, portrait, iOS 11`.
  public var environment: String
  /// The value the path names.
  public var value: QueryValue
  /// The derivation, in order: one section per edge of an inset, or one for a frame.
  public var sections: [ExplanationSection]

  /// Creates an explanation.
  public init(
    path: String, environment: String, value: QueryValue, sections: [ExplanationSection]
  ) {
    self.path = path
    self.environment = environment
    self.value = value
    self.sections = sections
  }
}

/// One part of an explanation: a heading with its value (`top = 88`, `frame`) and the steps that
/// produced it.
public struct ExplanationSection: Hashable, Sendable {
  /// `top`, `frame`, `behaviour`.
  public var title: String
  /// The section's value, when it is a number (an edge of an inset).
  public var value: CGFloat?
  /// The steps, in order.
  public var steps: [ExplanationStep]

  /// Creates a section.
  public init(title: String, value: CGFloat? = nil, steps: [ExplanationStep]) {
    self.title = title
    self.value = value
    self.steps = steps
  }
}

/// One step of a derivation: what it is, the points it adds (when it adds any) and its rule.
public struct ExplanationStep: Hashable, Sendable {
  /// What the step is, such as `navigation bar (translucent)`.
  public var label: String
  /// Points added (negative: removed); `nil` for a step that states a fact rather than adds.
  public var amount: CGFloat?
  /// The rule id of `Documentation/UIKitRules.md`, such as `R3.1`.
  public var rule: String?
  /// 0 for a step of the value itself, 1 for a step of a step (a superview's term).
  public var depth: Int

  /// Creates a step.
  public init(_ label: String, amount: CGFloat? = nil, rule: String? = nil, depth: Int = 0) {
    self.label = label
    self.amount = amount
    self.rule = rule
    self.depth = depth
  }

  /// A step from one of the runtime's inset terms.
  init(_ term: InsetTerm, depth: Int = 0) {
    self.init(term.label, amount: term.amount, rule: term.rule, depth: depth)
  }
}
