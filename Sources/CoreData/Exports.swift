// As Apple's CoreData does, `import CoreData` brings Foundation (a file importing only CoreData uses `Date`, `URL`).
@_exported import Foundation
@_exported import FoundationOverlay   // NSPredicate(format:), NSSortDescriptor(key:ascending:)
