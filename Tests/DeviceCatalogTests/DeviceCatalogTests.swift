import DeviceCatalog
import Foundation
import Testing

@Suite("DeviceCatalog: contents, lookup and families")
struct DeviceCatalogTests {
  @Test(
    "87 devices with geometry: 47 iPhone displays (the iPhone Duo's two among them) and 40 iPads, unique names, ids and identifiers"
  )
  func contents() {
    let devices = DeviceCatalog.devices
    #expect(devices.count == 87)
    #expect(devices.filter { $0.idiom == .phone }.count == 47)
    #expect(devices.filter { $0.idiom == .pad }.count == 40)
    #expect(Set(devices.map(\.name)).count == devices.count)
    #expect(Set(devices.map(\.id)).count == devices.count)
    // One model, one set of identifiers: the displays of a two-display model share theirs.
    var models: [String] = []
    var identifiers: [String] = []
    for device in devices where !models.contains(device.modelName) {
      models.append(device.modelName)
      identifiers += device.identifiers
    }
    #expect(models.count == 86)
    #expect(Set(identifiers).count == identifiers.count)
    #expect(devices.allSatisfy { !$0.isCustom && !$0.identifiers.isEmpty })
    let displays = devices.filter { $0.display != nil }
    #expect(displays.map(\.name) == ["iPhone Duo (inner display)", "iPhone Duo (outer display)"])
    #expect(
      displays.allSatisfy { $0.identifiers == ["iPhone19,4"] && $0.modelName == "iPhone Duo" })
    // Every device describes both orientations: the iPhone Duo's outer display since issue
    // 32's landscape readings, its inner display since the portrait top's two readings (82).
    #expect(devices.allSatisfy { $0.describedOrientations == OrientationKind.allCases })
  }

  @Test("devices are in release order")
  func releaseOrder() {
    let years = DeviceCatalog.devices.map { $0.releaseYear ?? Int.max }
    #expect(years == years.sorted())
    #expect(DeviceCatalog.devices.first?.name == "iPhone 5s")
  }

  @Test("the catalog's date is the newest date devices.csv gives, and --version carries it")
  func catalogDateIsTheNewestSourceDate() throws {
    let url = try #require(DevicesCSV.url)
    let text = try String(contentsOf: url, encoding: .utf8)
    // Every YYYY-MM-DD in the table's cells (release dates, re-checks of the sources).
    let dates = text.matches(of: /\b(20\d\d)-([01]\d)-([0-3]\d)\b/).map { String($0.output.0) }
    let newest = try #require(dates.max())
    #expect(DeviceCatalog.date == newest)
    #expect(
      SafeAreaKitVersion.description == "\(SafeAreaKitVersion.string) (device catalog \(newest))")
    #expect(SafeAreaKitVersion.string.split(separator: ".").count == 3)
  }

  @Test("every devices.csv row with geometry is in the catalog exactly once")
  func everyCSVRowOnce() throws {
    let records = try DevicesCSV.records()
    let header = try #require(records.first)
    let model = try #require(header.firstIndex(of: "model"))
    let width = try #require(header.firstIndex(of: "width_pt"))
    let identifiers = try #require(header.firstIndex(of: "identifiers"))
    let display = try #require(header.firstIndex(of: "display"))
    let withGeometry = records.dropFirst().filter { !$0[width].isEmpty }
    let withoutGeometry = records.dropFirst().filter { $0[width].isEmpty }.map { $0[model] }
    #expect(withGeometry.count == 87)
    #expect(withoutGeometry == ["iPhone 18 Pro", "iPhone 18 Pro Max"])
    for row in withGeometry {
      // A display row is the device "<model> (<display> display)".
      let name = row[display].isEmpty ? row[model] : "\(row[model]) (\(row[display]) display)"
      let matches = DeviceCatalog.devices.filter { $0.name == name }
      #expect(matches.count == 1, "\(row[model])")
      let expected = row[identifiers].split(separator: ";").map(String.init)
      #expect(matches.first?.identifiers == expected, "\(row[model])")
    }
    let year = try #require(header.firstIndex(of: "year"))
    let known = records.dropFirst().filter { $0[width].isEmpty }
    // Each row without geometry is a known device, not measured, exactly once.
    #expect(DeviceCatalog.unmeasuredDevices.map(\.name) == withoutGeometry)
    for row in known {
      #expect(DeviceCatalog.device(named: row[model]) == nil)
      let found = try #require(DeviceCatalog.unmeasuredDevice(named: row[model]))
      #expect(found.identifiers == row[identifiers].split(separator: ";").map(String.init))
      #expect(found.releaseYear == Int(row[year]))
      for identifier in found.identifiers {
        #expect(DeviceCatalog.unmeasuredDevice(named: identifier) == found)
        #expect(DeviceCatalog.notLaidOutMessage(for: identifier) == found.notLaidOut)
      }
    }
  }

  @Test("a device without geometry is in no selection of devices and names no catalog device")
  func unmeasuredDevicesStayOut() {
    let ids = Set(DeviceCatalog.devices.map(\.id))
    let names = Set(DeviceCatalog.devices.flatMap { [$0.name, $0.modelName] + $0.identifiers })
    for known in DeviceCatalog.unmeasuredDevices {
      #expect(!ids.contains(known.id))
      #expect(names.isDisjoint(with: [known.name] + known.identifiers))
      #expect(DeviceCatalog.devices(matching: known.name) == nil)
      #expect(
        DeviceCatalog.notLaidOutMessage(for: known.name)?.contains("no public source") == true)
    }
    // "all" and every family are the devices with geometry only.
    #expect(DeviceCatalog.devices(matching: "all")?.count == DeviceCatalog.devices.count)
    for family in DeviceFamily.known {
      let members = DeviceCatalog.devices(matching: family.rawValue) ?? []
      #expect(members.allSatisfy { ids.contains($0.id) })
    }
    // A catalog device's name never gets the not-laid-out message.
    for device in DeviceCatalog.devices {
      #expect(DeviceCatalog.notLaidOutMessage(for: device.name) == nil)
      #expect(DeviceCatalog.unmeasuredDevices(matching: device.name).isEmpty)
    }
    #expect(DeviceCatalog.unmeasuredDevices(matching: "all") == DeviceCatalog.unmeasuredDevices)
    #expect(DeviceCatalog.unmeasuredDevices(matching: "notched").isEmpty)
  }

  @Test(
    "lookup by name, slug, identifier, in any case and spacing",
    arguments: [
      ("iPhone X", "iPhone X"), ("iphone x", "iPhone X"), ("iphone-x", "iPhone X"),
      ("iPhone10,6", "iPhone X"), ("IPHONE10,3", "iPhone X"),
      ("  iPhone 16 Pro  ", "iPhone 16 Pro"),
      ("iphone16pro", "iPhone 16 Pro"), ("iPhone17,1", "iPhone 16 Pro"),
      ("iPhone SE 2nd generation", "iPhone SE (2nd generation)"),
      ("iphone-se-2nd-generation", "iPhone SE (2nd generation)"),
      ("ipad pro 11 inch (m4)", "iPad Pro 11-inch (M4)"),
      ("iPad Pro 12.9-inch (3rd generation)", "iPad Pro 12.9-inch (3rd generation)"),
      ("ipad-pro-12-9-inch-3rd-generation", "iPad Pro 12.9-inch (3rd generation)"),
      ("iPad Pro 11-inch 4th generation M2", "iPad Pro 11-inch (4th generation, M2)"),
      ("iPad16,8", "iPad Air 11-inch (M4)"), ("iphone_12_mini", "iPhone 12 mini"),
    ])
  func lookup(query: String, expected: String) {
    #expect(DeviceCatalog.device(named: query)?.name == expected)
  }

  @Test("unknown names and devices without geometry are not found")
  func unknownNames() {
    #expect(DeviceCatalog.device(named: "") == nil)
    #expect(DeviceCatalog.device(named: "iPhone 99") == nil)
    #expect(DeviceCatalog.device(named: "iPhone19,2") == nil)
    #expect(DeviceCatalog.device(named: "Pixel 9") == nil)
  }

  @Test("lookup keys of names, ids and identifiers do not collide between devices")
  func lookupIsUnambiguous() {
    for device in DeviceCatalog.devices {
      for key in [device.name, device.id] {
        #expect(DeviceCatalog.device(named: key)?.id == device.id, "\(key)")
      }
      // A model's name and identifiers name its first display (the inner one, R20.1), and
      // every display in `devices(matching:)`.
      let first = DeviceCatalog.devices.first { $0.modelName == device.modelName }
      let all = DeviceCatalog.devices.filter { $0.modelName == device.modelName }
      for key in [device.modelName] + device.identifiers {
        #expect(DeviceCatalog.device(named: key)?.id == first?.id, "\(key)")
        #expect(DeviceCatalog.devices(matching: key)?.map(\.id) == all.map(\.id), "\(key)")
      }
    }
  }

  @Test("a display of a two-display model: --display picks the other; one-display devices stay")
  func displays() throws {
    let inner = try #require(DeviceCatalog.device(named: "iPhone Duo"))
    #expect(inner.display == .inner)
    let outer = DeviceCatalog.device(inner, on: .outer)
    #expect(outer.name == "iPhone Duo (outer display)" && outer.display == .outer)
    #expect(DeviceCatalog.device(outer, on: .inner) == inner)
    #expect(DeviceCatalog.device(outer, on: nil) == outer)
    let single = try device("iPhone 16 Pro")
    #expect(DeviceCatalog.device(single, on: .outer) == single)
    #expect(DeviceCatalog.device(named: "iphone-duo-outer") == outer)
  }

  @Test("slug and id agree")
  func slugs() {
    #expect(
      DeviceCatalog.slug("iPad Pro 11-inch (4th generation, M2)")
        == "ipad-pro-11-inch-4th-generation-m2")
    for device in DeviceCatalog.devices {
      // A display's id is its model's slug and the display (`iphone-duo-outer`).
      let expected =
        device.display.map { DeviceCatalog.slug(device.modelName) + "-" + $0.rawValue }
        ?? DeviceCatalog.slug(device.name)
      #expect(expected == device.id)
    }
  }

  @Test("the newest phone is the newest iPhone with geometry and one display")
  func newestPhone() {
    #expect(DeviceCatalog.newestPhone.name == "iPhone 17e")
    #expect(DeviceCatalog.newestPhone.idiom == .phone)
  }

  @Test("families")
  func families() throws {
    let all = DeviceCatalog.devices
    #expect(all.filter(DeviceFamily.iphone.contains).count == 47)
    #expect(all.filter(DeviceFamily.ipad.contains).count == 40)
    let notched = all.filter(DeviceFamily.notched.contains).map(\.name)
    #expect(notched.count == 19)
    #expect(notched.contains("iPhone 16e") && notched.contains("iPhone 17e"))
    let island = all.filter(DeviceFamily.dynamicIsland.contains).map(\.name)
    #expect(island.count == 14)
    #expect(island.first == "iPhone 14 Pro")
    #expect(!island.contains("iPhone 16e"))
    let homeButton = all.filter(DeviceFamily.homeButton.contains)
    let faceID = all.filter(DeviceFamily.faceID.contains)
    #expect(homeButton.count + faceID.count == all.count)
    #expect(homeButton.allSatisfy { $0.housing.kind == .none && $0.cornerRadius.value == 0 })
    #expect(DeviceFamily.named("Dynamic Island") == .dynamicIsland)
    #expect(DeviceFamily.named("iPhones") == .iphone)
    #expect(DeviceFamily.named("face_id") == .faceID)
    #expect(DeviceFamily.named("foldable") == nil)
    #expect(DeviceFamily(rawValue: "foldable").contains(try device("iPhone X")) == false)
    #expect(
      DeviceFamily.known.map(\.rawValue) == [
        "iphone", "ipad", "notched", "dynamic-island", "home-button", "face-id",
      ])
  }

  @Test("devices(matching:) parses all, a family or a device name")
  func matching() {
    #expect(DeviceCatalog.devices(matching: "all")?.count == 87)
    #expect(DeviceCatalog.devices(matching: "ALL")?.count == 87)
    #expect(
      DeviceCatalog.devices(matching: "iPhone Duo")?.map(\.name) == [
        "iPhone Duo (inner display)", "iPhone Duo (outer display)",
      ])
    #expect(
      DeviceCatalog.devices(matching: "iPhone Duo (outer display)")?.map(\.name) == [
        "iPhone Duo (outer display)"
      ])
    #expect(DeviceCatalog.devices(matching: "dynamic-island")?.count == 14)
    #expect(
      DeviceCatalog.devices(matching: "home-button")?.allSatisfy { !$0.hasHomeIndicator } == true)
    #expect(DeviceCatalog.devices(matching: "iPhone X")?.map(\.name) == ["iPhone X"])
    #expect(DeviceFamily.devices(matching: "ipad")?.count == 40)
    #expect(DeviceCatalog.devices(matching: "nothing") == nil)
  }
}
