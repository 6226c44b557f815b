import DeviceCatalog
import Foundation
import HeadlessUIKit

/// The value `path` names in `snapshot`.
///
/// ```swift
/// let value = try resolve(QueryPath("vc.view.safeAreaInsets"), in: window.snapshot())
/// value.text  // {88, 0, 34, 0}
/// ```
///
/// - Throws: ``QueryError`` naming the path: an unknown id (with close ids), a property the object
///   does not have, a cell or item out of range, iOS 11 API under iOS 10 behaviour, a
///   controller whose view is not on screen.
public func resolve(_ path: QueryPath, in snapshot: LayoutSnapshot) throws(QueryError)
  -> QueryValue
{
  try QueryResolver(path: path, snapshot: snapshot).resolve()
}

/// The value of each path, in order.
///
/// - Throws: the first path's ``QueryError`` that does not parse or resolve.
public func resolve(_ paths: [String], in snapshot: LayoutSnapshot) throws(QueryError)
  -> [QueryResult]
{
  var results: [QueryResult] = []
  for text in paths {
    let path = try QueryPath(text)
    results.append(QueryResult(path: path.text, value: try resolve(path, in: snapshot)))
  }
  return results
}

/// One answered path.
public struct QueryResult: Hashable, Sendable {
  /// The path as written.
  public var path: String
  /// Its value.
  public var value: QueryValue

  /// Creates a result.
  public init(path: String, value: QueryValue) {
    self.path = path
    self.value = value
  }
}

private struct QueryResolver {
  let path: QueryPath
  let snapshot: LayoutSnapshot

  var property: QueryProperty { path.property }

  func fail(_ kind: QueryError.Kind, _ message: String) -> QueryError {
    QueryError(path: path.text, kind: kind, message: message)
  }

  func resolve() throws(QueryError) -> QueryValue {
    let value = try resolveIgnoringMissingValues()
    try checkKnown()
    return value
  }

  /// Contract version 2: a value the model cannot know is "an error naming what is missing,
  /// never a silent guess" — a view or controller under a container that placed a bar with a
  /// stand-in (R17.3, R17.4).
  func checkKnown() throws(QueryError) {
    if let keyboard = snapshot.keyboardMissing, readsKeyboard() {
      throw fail(
        .missingValue,
        "the model cannot know this value on \(snapshot.environmentDescription): no source gives "
          + keyboard.description + "; choose another device, orientation or iOS version, or lay"
          + " the scene out with the keyboard hidden")
    }
    let missing: [MissingValue]
    switch path.subject {
    case .window: return
    case .object(let id), .rootView(let id):
      if let controller = snapshot.controller(sceneID: id) {
        if case .rootView = path.subject, let viewID = controller.rootViewID {
          missing = snapshot.missingValues(affectingView: viewID)
        } else {
          missing = snapshot.missingValues(affectingController: id)
        }
      } else if let view = snapshot.view(sceneID: id) {
        missing = snapshot.missingValues(affectingView: view.id)
      } else {
        return
      }
    }
    guard !missing.isEmpty else { return }
    throw fail(
      .missingValue,
      "the model cannot know this value on \(snapshot.environmentDescription): no source gives "
        + missing.map(\.description).joined(separator: "; ")
        + "; choose another device, orientation or iOS version")
  }

  /// Whether the value depends on the keyboard's frame: the keyboard itself, a keyboard layout
  /// guide, or a view whose subtree holds the first responder (R16.5).
  func readsKeyboard() -> Bool {
    if property == .keyboardFrame || property == .keyboardLayoutFrame { return true }
    let view: ViewSnapshot?
    switch path.subject {
    case .window: return false
    case .object(let id): view = snapshot.view(sceneID: id)
    case .rootView(let id):
      view = snapshot.controller(sceneID: id)?.rootViewID.flatMap { snapshot.view(id: $0) }
    }
    func holds(_ view: ViewSnapshot) -> Bool {
      view.isFirstResponder || view.subviews.contains(where: holds)
    }
    return view.map(holds) ?? false
  }

  func resolveIgnoringMissingValues() throws(QueryError) -> QueryValue {
    switch path.subject {
    case .window:
      if property == .statusBarFrame { return .rect(snapshot.statusBarFrame) }
      if property == .keyboardFrame { return .rect(snapshot.keyboardFrame) }
      // Contract version 2: the window's frame is on its screen (R18.1).
      if property == .frame { return .rect(snapshot.environment.windowFrame) }
      if property == .windowControlsFrame {
        switch snapshot.environment.windowControlsFrame {
        case .success(let frame): return .rect(frame)
        case .failure(let missing): throw missingValue(missing.value)
        }
      }
      if property.owner.isController {
        throw fail(
          .notApplicable,
          "'\(property)' is a property of \(property.owner.phrase); the window is a UIWindow")
      }
      return try value(of: snapshot.window, named: "the window (UIWindow)")
    case .object(let id):
      if let controller = snapshot.controller(sceneID: id) {
        if property.owner.isController { return try value(of: controller) }
        if property.owner == .window { throw windowOnly() }
        throw fail(
          .notApplicable,
          "'\(id)' is a controller (\(controller.className)); '\(property)' is a view property:"
            + " write '\(id).view.\(property)' for its root view")
      }
      if let view = snapshot.view(sceneID: id) {
        if property.owner.isController {
          var message =
            "'\(property)' is a property of \(property.owner.phrase); '\(id)' is a view"
            + " (\(view.className))"
          if let owner = snapshot.controller(owningRootView: view.id), let ownerID = owner.sceneID {
            message += ": write '\(ownerID).\(property)' for its controller"
          }
          throw fail(.notApplicable, message)
        }
        if property.owner == .window { throw windowOnly() }
        return try value(of: view, named: "'\(id)' (\(view.className))")
      }
      throw unknownID(id)
    case .rootView(let id):
      if let controller = snapshot.controller(sceneID: id) {
        if property.owner.isController {
          throw fail(
            .notApplicable,
            "'\(property)' is a property of \(property.owner.phrase), not of its view:"
              + " write '\(id).\(property)'")
        }
        if property.owner == .window { throw windowOnly() }
        guard let viewID = controller.rootViewID, let view = snapshot.view(id: viewID) else {
          throw fail(
            .notOnScreen,
            "the view of '\(id)' (\(controller.className)) is not in the window"
              + " (a controller lower in a navigation stack or on another tab)")
        }
        return try value(of: view, named: "'\(id).view' (\(view.className))")
      }
      if let view = snapshot.view(sceneID: id) {
        throw fail(
          .notApplicable,
          "'\(id)' is a view (\(view.className)), not a controller: write '\(id).\(property)'")
      }
      throw unknownID(id)
    }
  }

  // MARK: Views

  func value(of view: ViewSnapshot, named name: String) throws(QueryError) -> QueryValue {
    switch property {
    case .frame: return .rect(view.frame)
    case .frameInWindow: return .rect(view.frameInWindow)
    case .bounds: return .rect(view.bounds)
    case .isHidden: return .bool(view.isHidden)
    case .safeAreaInsets: return .insets(try available(view.safeAreaInsets))
    case .safeAreaLayoutFrame: return .rect(try available(view.safeAreaLayoutFrame))
    case .layoutMargins: return .insets(view.layoutMargins)
    case .layoutMarginsLayoutFrame: return .rect(view.layoutMarginsLayoutFrame)
    case .readableContentLayoutFrame: return .rect(view.readableContentLayoutFrame)
    case .layoutRegionFrame(let region, let adaptation):
      return .rect(try layoutRegionFrame(of: view, region: region, adaptation: adaptation))
    case .keyboardLayoutFrame:
      guard snapshot.environment.ios >= 15 else {
        throw fail(
          .unavailable,
          "'keyboardLayoutFrame' does not exist under iOS \(snapshot.environment.ios) behaviour"
            + " (keyboardLayoutGuide was introduced in iOS 15)")
      }
      return .rect(view.keyboardLayoutGuideFrame)
    case .contentSize, .contentInset, .adjustedContentInset, .contentOffset,
      .verticalScrollIndicatorInsets, .horizontalScrollIndicatorInsets, .minContentOffset,
      .maxContentOffset, .unreachableContent, .contentInsetAdjustmentBehavior:
      guard let scroll = view.scroll else { throw notOwner(name) }
      return try value(of: scroll)
    case .cellFrame(let section, let row), .cellContentViewFrame(let section, let row):
      guard let table = view.table else { throw notOwner(name) }
      let cell = try element(table.sections, section, row, noun: "row", in: name)
      if case .cellFrame = property { return .rect(cell.frame) }
      return .rect(cell.contentViewFrame)
    case .itemFrame(let section, let item):
      guard let collection = view.collection else { throw notOwner(name) }
      return .rect(try element(collection.sections, section, item, noun: "item", in: name))
    case .navigationBarFrame, .toolbarFrame, .tabBarFrame, .topLayoutGuideLength,
      .bottomLayoutGuideLength, .additionalSafeAreaInsets, .statusBarFrame, .maximumDetentValue,
      .detentValue, .keyboardFrame, .windowControlsFrame, .primaryColumnWidth,
      .supplementaryColumnWidth, .searchBarFrame:
      throw notOwner(name)
    }
  }

  /// R18.4: `layoutGuide(for:)`'s frame. The plain region is the guide of the same name; a
  /// corner-adapted one equals it where no corner obstruction is known (no window controls, no
  /// measured display-corner value: a model choice), and is missing with window controls.
  func layoutRegionFrame(
    of view: ViewSnapshot, region: QueryProperty.LayoutRegion,
    adaptation: QueryProperty.CornerAdaptation
  ) throws(QueryError) -> CGRect {
    let ios = snapshot.environment.ios
    guard ios >= IOSBehaviour.windowControlsIntroduced else {
      throw fail(
        .unavailable,
        "'\(property)' does not exist under iOS \(ios) behaviour (UIView.LayoutRegion and"
          + " layoutGuide(for:) were introduced in iOS 26)")
    }
    if adaptation != .none, let missing = snapshot.environment.cornerAdaptationMissing {
      throw missingValue(missing)
    }
    switch region {
    case .safeArea: return try available(view.safeAreaLayoutFrame)
    case .margins: return view.layoutMarginsLayoutFrame
    case .readableContent: return view.readableContentLayoutFrame
    }
  }

  func missingValue(_ missing: MissingValue) -> QueryError {
    fail(
      .missingValue,
      "the model cannot know this value on \(snapshot.environmentDescription): no source gives "
        + missing.description)
  }

  func value(of scroll: ScrollViewSnapshot) throws(QueryError) -> QueryValue {
    switch property {
    case .contentSize: return .size(scroll.contentSize)
    case .contentInset: return .insets(scroll.contentInset)
    case .adjustedContentInset: return .insets(try available(scroll.adjustedContentInset))
    case .contentOffset: return .point(scroll.contentOffset)
    case .verticalScrollIndicatorInsets: return .insets(scroll.verticalScrollIndicatorInsets)
    case .horizontalScrollIndicatorInsets: return .insets(scroll.horizontalScrollIndicatorInsets)
    case .minContentOffset: return .point(scroll.minContentOffset)
    case .maxContentOffset: return .point(scroll.maxContentOffset)
    case .unreachableContent: return .rect(scroll.unreachableContent)
    case .contentInsetAdjustmentBehavior:
      return .string(try available(scroll.contentInsetAdjustmentBehavior).rawValue)
    default: throw fail(.notApplicable, "'\(property)' is not a scroll-view property")
    }
  }

  func element<Element>(
    _ sections: [[Element]], _ section: Int, _ index: Int, noun: String, in name: String
  ) throws(QueryError) -> Element {
    let counts = sections.map(\.count)
    let layout =
      counts.isEmpty
      ? "no sections"
      : counts.count == 1
        ? "1 section with \(counts[0]) \(noun)s"
        : "\(counts.count) sections with \(counts.map(String.init).joined(separator: ", ")) \(noun)s"
    guard sections.indices.contains(section) else {
      throw fail(
        .outOfRange,
        "\(name) has \(layout); section \(section) does not exist"
          + (counts.isEmpty ? "" : " (sections are 0…\(counts.count - 1))"))
    }
    guard sections[section].indices.contains(index) else {
      let count = counts[section]
      throw fail(
        .outOfRange,
        "\(name) has \(layout); section \(section) has no \(noun) \(index)"
          + (count == 0 ? "" : " (\(noun)s are 0…\(count - 1))"))
    }
    return sections[section][index]
  }

  // MARK: Controllers

  func value(of controller: ControllerSnapshot) throws(QueryError) -> QueryValue {
    switch property {
    case .topLayoutGuideLength: return .number(controller.topLayoutGuideLength)
    case .bottomLayoutGuideLength: return .number(controller.bottomLayoutGuideLength)
    case .additionalSafeAreaInsets:
      return .insets(try available(controller.additionalSafeAreaInsets))
    case .navigationBarFrame, .toolbarFrame:
      let bar = property == .navigationBarFrame ? controller.navigationBar : controller.toolbar
      guard let bar else { throw notContainer(controller, kind: .navigationController) }
      return .rect(bar.frame)
    case .maximumDetentValue, .detentValue:
      return try detent(of: controller)
    case .tabBarFrame:
      guard let bar = controller.tabBar else {
        throw notContainer(controller, kind: .tabBarController)
      }
      return .rect(bar.frame)
    case .searchBarFrame:
      guard controller.kind == .navigationController else {
        throw notContainer(controller, kind: .navigationController)
      }
      guard let frame = controller.searchBarFrame else {
        throw fail(
          .notApplicable,
          "'\(path.id)' shows no search bar: the top controller's navigationItem has no"
            + " searchController (or the navigation bar is hidden)")
      }
      return .rect(frame)
    case .primaryColumnWidth, .supplementaryColumnWidth:
      guard let split = controller.split else {
        throw notContainer(controller, kind: .splitViewController)
      }
      if property == .primaryColumnWidth { return .number(split.primaryColumnWidth) }
      guard let width = split.supplementaryColumnWidth else {
        throw fail(
          .notApplicable,
          "'supplementaryColumnWidth' names nothing on a '\(split.style)' split view: only a"
            + " tripleColumn split has a supplementary column (UIKit raises; R14.1)")
      }
      return .number(width)
    default:
      throw fail(.notApplicable, "'\(property)' is not a controller property")
    }
  }

  /// R13.5: a sheet's maximum and current detent values.
  func detent(of controller: ControllerSnapshot) throws(QueryError) -> QueryValue {
    guard let presentation = controller.presentation else {
      throw fail(
        .notApplicable,
        "'\(property)' is a property of a presented controller in a sheet; '\(path.id)' is not"
          + " presented (give it as 'presents:' of another controller)")
    }
    guard presentation.isSheet else {
      throw fail(
        .notApplicable,
        "'\(path.id)' is presented as '\(presentation.resolvedStyle.rawValue)' on"
          + " \(snapshot.environmentDescription), not as a sheet: '\(property)' applies to sheets")
    }
    let value =
      property == .maximumDetentValue ? presentation.maximumDetentValue : presentation.detentValue
    guard let value else {
      let introduced = property == .maximumDetentValue ? 16 : 15
      if snapshot.environment.ios < introduced {
        throw fail(
          .unavailable,
          "'\(property)' does not exist under iOS \(snapshot.environment.ios) behaviour (sheet"
            + " detents were introduced in iOS \(introduced))")
      }
      throw fail(
        .missingValue,
        "no source gives '\(property)' for this sheet on \(snapshot.environmentDescription)"
          + " (R13.4, R13.5: detents do not apply in compact height; iPad page-sheet detents are"
          + " unmeasured)")
    }
    return .number(value)
  }

  func notContainer(_ controller: ControllerSnapshot, kind: ControllerKind) -> QueryError {
    var message =
      "'\(property)' is a property of \(property.owner.phrase); '\(path.id)' is a"
      + " \(controller.className)"
    if let ancestors = snapshot.controllerPath(to: path.id),
      let container = ancestors.dropLast().last(where: { $0.kind == kind }),
      let containerID = container.sceneID
    {
      message += ": write '\(containerID).\(property)' for its \(container.className)"
    }
    return fail(.notApplicable, message)
  }

  // MARK: Errors

  func available<Value>(_ value: Value?) throws(QueryError) -> Value {
    if let value { return value }
    let name = property.name
    let introduced = property.introducedIn ?? IOSBehaviour.safeAreaIntroduced
    var message =
      "'\(name)' does not exist under iOS \(snapshot.environment.ios) behaviour (it was"
      + " introduced in iOS \(introduced)); "
    switch property {
    case .adjustedContentInset:
      message += "use '\(path.subjectText).contentInset', which includes the automatic adjustment"
    case .contentInsetAdjustmentBehavior:
      message += "under iOS 10 the controller's automaticallyAdjustsScrollViewInsets decides"
    default:
      if let owner = guideOwnerID() {
        message +=
          "use '\(owner).topLayoutGuide.length' and '\(owner).bottomLayoutGuide.length'"
      } else {
        message += "use topLayoutGuide.length and bottomLayoutGuide.length of the view's controller"
      }
    }
    throw fail(.unavailable, message)
  }

  /// The controller whose layout guides replace the iOS 11 API the path asked for.
  func guideOwnerID() -> String? {
    switch path.subject {
    case .rootView(let id): return id
    case .window: return nil
    case .object(let id):
      if snapshot.controller(sceneID: id) != nil { return id }
      guard let view = snapshot.view(sceneID: id) else { return nil }
      return snapshot.controller(owningRootView: view.id)?.sceneID
    }
  }

  func notOwner(_ name: String) -> QueryError {
    fail(.notApplicable, "'\(property)' is a property of \(property.owner.phrase); \(name) is not")
  }

  func windowOnly() -> QueryError {
    fail(.notApplicable, "'\(property)' is a window property: write 'window.\(property)'")
  }

  func unknownID(_ id: String) -> QueryError {
    var known: [String] = []
    for controller in snapshot.allControllers {
      if let sceneID = controller.sceneID, !known.contains(sceneID) { known.append(sceneID) }
    }
    for view in snapshot.allViews {
      if let sceneID = view.sceneID, !known.contains(sceneID) { known.append(sceneID) }
    }
    var message = "no view or controller has id '\(id)'"
    let close = Suggestions.close(to: id, in: known)
    if !close.isEmpty {
      message += "; did you mean \(Suggestions.quotedList(close))?"
    } else if known.isEmpty {
      message += "; nothing in this scene has an id"
    } else {
      let shown = known.prefix(12)
      message +=
        "; ids are \(Suggestions.quotedList(Array(shown), conjunction: "and"))"
        + (known.count > shown.count ? " and \(known.count - shown.count) more" : "")
    }
    return fail(.unknownID, message)
  }
}
