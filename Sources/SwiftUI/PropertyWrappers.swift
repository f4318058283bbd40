import Foundation

// SwiftUI's data-flow property wrappers: they hold their values (a view's stored properties keep what
// its initialiser gives them); nothing observes or re-renders.

/// SwiftUI's `State`: holds its initial value.
@propertyWrapper
public struct State<Value> {
    private final class Box { var value: Value; init(_ value: Value) { self.value = value } }
    private let box: Box
    public init(wrappedValue: Value) { box = Box(wrappedValue) }
    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }
    public var projectedValue: Binding<Value> { Binding(get: { box.value }, set: { box.value = $0 }) }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() { self.init(wrappedValue: nil) }
}

/// SwiftUI's `Binding`: a value read and written through two closures.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    private let get: () -> Value
    private let set: (Value) -> Void
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) { self.get = get; self.set = set }
    public init(projectedValue: Binding<Value>) { self = projectedValue }
    public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }
    public var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }
    public var projectedValue: Binding<Value> { self }
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(get: { self.wrappedValue[keyPath: keyPath] }, set: { var v = self.wrappedValue; v[keyPath: keyPath] = $0; self.wrappedValue = v })
    }
}

/// SwiftUI's `ObservedObject`: holds the object.
@propertyWrapper @dynamicMemberLookup
public struct ObservedObject<ObjectType: ObservableObject> {
    public var wrappedValue: ObjectType
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    public init(initialValue: ObjectType) { wrappedValue = initialValue }
    public var projectedValue: ObservedObject<ObjectType> { self }
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}

/// SwiftUI's `StateObject`: makes the object once, when first read.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject> {
    private final class Box { lazy var object: ObjectType = make(); let make: () -> ObjectType; init(_ make: @escaping () -> ObjectType) { self.make = make } }
    private let box: Box
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { box = Box(thunk) }
    public var wrappedValue: ObjectType { box.object }
    public var projectedValue: ObservedObject<ObjectType> { ObservedObject(wrappedValue: box.object) }
}

/// SwiftUI's `EnvironmentObject`: declared; reading it is an error, as in SwiftUI when no ancestor set it
/// (here none ever does: bodies are not evaluated).
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject> {
    public init() {}
    public var wrappedValue: ObjectType { fatalError("EnvironmentObject \(ObjectType.self): no SwiftUI environment on Linux") }
}

/// SwiftUI's `Environment`: the value at a key path of the default environment.
@propertyWrapper
public struct Environment<Value> {
    private let keyPath: KeyPath<EnvironmentValues, Value>
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }
    public var wrappedValue: Value { EnvironmentValues()[keyPath: keyPath] }
}

/// SwiftUI's `EnvironmentValues`, with the defaults a light, portrait iPhone has.
public struct EnvironmentValues {
    public init() {}
    public var colorScheme: ColorScheme = .light
    public var horizontalSizeClass: UserInterfaceSizeClass? = .compact
    public var verticalSizeClass: UserInterfaceSizeClass? = .regular
    public var isEnabled = true
    public var locale = Locale(identifier: "en_US")
    public var dismiss = DismissAction()
    public var openURL = OpenURLAction()
    /// The pre-iOS 15 `presentationMode`: not presented; `dismiss()` does nothing.
    public var presentationMode = Binding<PresentationMode>.constant(PresentationMode())
}

/// SwiftUI's `PresentationMode`.
public struct PresentationMode {
    public var isPresented = false
    public mutating func dismiss() {}
}

public enum ColorScheme: Hashable, CaseIterable, Sendable { case light, dark }
public enum UserInterfaceSizeClass: Hashable, Sendable { case compact, regular }

/// SwiftUI's `DismissAction`: inert.
public struct DismissAction {
    public init() {}
    public func callAsFunction() {}
}

/// SwiftUI's `OpenURLAction`: inert.
public struct OpenURLAction {
    public init() {}
    public func callAsFunction(_ url: URL) {}
}
