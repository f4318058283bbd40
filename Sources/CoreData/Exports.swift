// As Apple's CoreData does, `import CoreData` brings Foundation (a file importing only CoreData uses `Date`, `URL`).
@_exported import Foundation
