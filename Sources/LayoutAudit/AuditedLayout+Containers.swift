import DeviceCatalog
import Foundation
import HeadlessUIKit

/// What the presentation, split view and keyboard rules read of a layout: the views a
/// controller's root view holds, presented sheets and floating sidebars.
extension AuditedLayout {
  /// The ids of the view with id `rootID` and of every view inside it.
  public func subtreeIDs(of rootID: Int) -> Set<Int> {
    var result: Set<Int> = []
    func visit(_ view: ViewSnapshot) {
      result.insert(view.id)
      for subview in view.subviews { visit(subview) }
    }
    if let root = snapshot.view(id: rootID) { visit(root) }
    return result
  }

  /// A controller presented as a sheet (R13), with the views it shows.
  public struct PresentedSheet: Sendable {
    /// The presented controller.
    public var controller: ControllerSnapshot
    /// Its presentation.
    public var presentation: PresentationLayout
    /// The sheet's root view.
    public var rootView: ViewSnapshot
    /// The ids of the views inside the sheet.
    public var viewIDs: Set<Int>
  }

  /// Every controller presented as a sheet that does not fill the screen, bottom first.
  public var presentedSheets: [PresentedSheet] {
    snapshot.allControllers.compactMap { controller in
      guard let presentation = controller.presentation, presentation.isSheet,
        let rootID = controller.rootViewID, let root = snapshot.view(id: rootID),
        presentation.windowFrame != screen
      else { return nil }
      return PresentedSheet(
        controller: controller, presentation: presentation, rootView: root,
        viewIDs: subtreeIDs(of: rootID))
    }
  }

  /// An iOS 26 floating sidebar (R14.5) and the column that runs under it.
  public struct FloatingSidebar: Sendable {
    /// The split view controller.
    public var split: ControllerSnapshot
    /// The sidebar's frame in window coordinates.
    public var frame: CGRect
    /// The column under it (secondary, or supplementary in a triple column).
    public var column: String
    /// That column's frame in window coordinates.
    public var columnFrame: CGRect
    /// The ids of the views in that column.
    public var columnViewIDs: Set<Int>
  }

  /// The floating sidebars of expanded split views: the shown primary column of a split whose
  /// neighbouring column gets the sidebar's leading inset (R14.5).
  public var floatingSidebars: [FloatingSidebar] {
    var result: [FloatingSidebar] = []
    for controller in snapshot.allControllers {
      guard let split = controller.split, !split.isCollapsed,
        let primary = split.columns.first(where: { $0.column == "primary" && $0.isShown }),
        let primaryID = primary.rootViewID, let sidebar = snapshot.view(id: primaryID)
      else { continue }
      for column in split.columns where column.isShown && column.leadingInset != nil {
        guard let id = column.rootViewID, let view = snapshot.view(id: id) else { continue }
        result.append(
          FloatingSidebar(
            split: controller, frame: sidebar.frameInWindow, column: column.column,
            columnFrame: view.frameInWindow, columnViewIDs: subtreeIDs(of: id)))
      }
    }
    return result
  }
}
