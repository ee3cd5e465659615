def main(argv=None):
    return 0

def gui_main():
    return 0
