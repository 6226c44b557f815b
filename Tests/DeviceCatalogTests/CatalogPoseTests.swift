import DeviceCatalog
import Foundation
import Testing

/// Invariants over the whole catalog for poses and vertical bar columns (R20.1, R20.2).
@Suite struct CatalogPoseTests {
  @Test("a device describes exactly the poses whose insets are measured or derived, every version")
  func describedMeansMeasured() {
    for device in DeviceCatalog.devices {
      for ios in IOSBehaviour.modelled {
        let portrait = !device.windowSafeAreaInsets(
          orientation: .portrait, statusBarVisible: true, ios: ios
        ).provenance.isUnmeasured
        let landscape = !device.windowSafeAreaInsets(
          orientation: .landscapeLeft, statusBarVisible: false, ios: ios
        ).provenance.isUnmeasured
        #expect(device.describes(.portrait) == portrait, "\(device.name) iOS \(ios)")
        #expect(device.describes(.landscapeLeft) == landscape, "\(device.name) iOS \(ios)")
        #expect(device.describes(.landscapeRight) == landscape, "\(device.name) iOS \(ios)")
      }
      for orientation in Orientation.allCases where !device.describes(orientation) {
        // The note names what is missing, from the catalog's cell.
        let note = device.undescribedPoseNote(orientation) ?? ""
        #expect(note.contains("no source measured its"), "\(device.name): \(note)")
      }
    }
  }

  @Test("R20.2: where a column is, the inset on its edge is its width, the top 0, the other side 0")
  func columnIsTheSideInset() {
    for device in DeviceCatalog.devices {
      guard let column = device.verticalBar else { continue }
      if let tab = column.tabBarWidth { #expect(tab + PointFormat.epsilon >= column.width) }
      for orientation in Orientation.allCases
      where device.describes(orientation) && column.isPresent(in: orientation) {
        let insets = device.windowSafeAreaInsets(
          orientation: orientation, statusBarVisible: true, ios: 27
        ).value
        let edge = column.edge(in: orientation)
        let (side, other) =
          edge == .left ? (insets.left, insets.right) : (insets.right, insets.left)
        #expect(PointFormat.nearlyEqual(side, column.width), "\(device.name) \(orientation)")
        #expect(PointFormat.nearlyEqual(other, 0), "\(device.name) \(orientation)")
        #expect(PointFormat.nearlyEqual(insets.top, 0), "\(device.name) \(orientation)")
      }
    }
  }

  @Test("R20.2: a device without a column keeps its landscape insets in both directions")
  func landscapeRightMirrorsOnlyColumns() {
    for device in DeviceCatalog.devices where device.verticalBar?.flipsInLandscapeRight != true {
      for ios in [11, 18, 26, 27] {
        let left = device.windowSafeAreaInsets(
          orientation: .landscapeLeft, statusBarVisible: false, ios: ios)
        let right = device.windowSafeAreaInsets(
          orientation: .landscapeRight, statusBarVisible: false, ios: ios)
        #expect(left == right, "\(device.name) iOS \(ios)")
      }
    }
  }
}
