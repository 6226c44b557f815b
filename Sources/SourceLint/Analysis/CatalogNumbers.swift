import DeviceCatalog
import Foundation

/// Numbers the catalog makes meaningful, read from it (never typed in): every screen dimension
/// (points and pixels) of a catalog device, and every bar metric the runtime lays out.
public enum CatalogNumbers {
  /// Portrait and landscape widths and heights in points, and `nativeBounds` in pixels.
  public static let screenDimensions: Set<Double> = {
    var result: Set<Double> = []
    for device in DeviceCatalog.devices {
      let size = device.portraitSize
      result.insert(Double(size.width))
      result.insert(Double(size.height))
      result.insert(Double(size.width * device.scale))
      result.insert(Double(size.height * device.scale))
    }
    return result
  }()

  /// Portrait widths in points of the catalog's phones (320 for the iPhone 5s and SE (1st
  /// generation), 375, 390, 414, …): a frame of one of them from x 0 spans that phone's screen.
  public static let phonePortraitWidths: Set<Double> = {
    var result: Set<Double> = []
    for device in DeviceCatalog.devices where device.idiom == .phone {
      result.insert(Double(device.portraitSize.width))
    }
    return result
  }()

  /// Non-zero status-bar heights, navigation-bar bottoms and heights, tab-bar and toolbar
  /// heights (with and without the home-indicator inset) and bottom insets over the matrix.
  public static let barMetrics: Set<Double> = {
    var result: Set<Double> = []
    for cell in CatalogMatrix.environments {
      for metric in LayoutMetric.allCases {
        if case .number(let value) = cell.value(of: metric), value > 0 {
          result.insert((value * 1000).rounded() / 1000)
        }
      }
    }
    return result
  }()

  /// Whether `value` is a bar metric of the catalog.
  public static func isBarMetric(_ value: Double) -> Bool {
    barMetrics.contains((value * 1000).rounded() / 1000)
  }

  /// The smallest and largest screen dimension of the catalog, in points.
  public static let pointDimensionRange: ClosedRange<Double> = {
    var values: [Double] = []
    for device in DeviceCatalog.devices {
      values.append(Double(device.portraitSize.width))
      values.append(Double(device.portraitSize.height))
    }
    return (values.min() ?? 0)...(values.max() ?? 0)
  }()

  /// Whether `value` lies strictly between the catalog's smallest and largest screen
  /// dimension in points: a threshold that puts some devices on each side.
  public static func isScreenThreshold(_ value: Double) -> Bool {
    value > pointDimensionRange.lowerBound && value < pointDimensionRange.upperBound
  }

  /// Whether `value` is a screen dimension of the catalog.
  public static func isScreenDimension(_ value: Double) -> Bool {
    screenDimensions.contains(value)
  }
}
