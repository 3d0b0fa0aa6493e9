"""The shared machinery of all scenes. Submodules import pygame only where they draw or play sound."""
