// As Apple's os does, `import os` brings Foundation (a file importing only os uses `Date`, `URL`).
@_exported import Foundation
